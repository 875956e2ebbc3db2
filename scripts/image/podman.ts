/**
 * The container images' names and the podman flags that work on this kind of machine (Debian 12, podman 4.3,
 * cgroups v1): one place for `scripts/image/build.ts`, the image tests and anything else that runs the images.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";

/** The base image `scripts/image/base.sh` makes and the Dockerfile's NODE_IMAGE names. */
export const BASE_IMAGE = process.env.BASE_IMAGE ?? "localhost/node:24-slim";

/** The Dockerfile's two targets as built by `npm run image:build`. */
export const IMAGES = {
  production: process.env.PRODUCTION_IMAGE ?? "localhost/customer-frontend:latest",
  demo: process.env.DEMO_IMAGE ?? "localhost/customer-frontend:demo",
} as const;
export type Target = keyof typeof IMAGES;

/**
 * Global flags for commands that run containers: `crun` refuses cgroups in hybrid mode and there is no systemd
 * to manage cgroups, so runc with plain cgroupfs.
 */
export const PODMAN_GLOBAL = ["--runtime", "runc", "--cgroup-manager=cgroupfs"];

/** `podman run` flags: explicit limits (the engine's defaults fail here), the machine's network (loopback). */
export const RUN_FLAGS = ["--ulimit", "nofile=4096:4096", "--ulimit", "nproc=4096:4096", "--network=host"];

export interface Result {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** A podman command to its end (with the global flags); throws when `check` and it fails. */
export function podman(args: string[], { check = true, timeout = 120_000 } = {}): Result {
  const run = spawnSync("podman", [...PODMAN_GLOBAL, ...args], { encoding: "utf8", timeout });
  const result = { status: run.status, stdout: run.stdout ?? "", stderr: run.stderr ?? "" };
  if (check && run.status !== 0) throw new Error(`podman ${args.join(" ")} failed (${run.status}): ${run.stderr}`);
  return result;
}

export interface Container {
  name: string;
  /** The exit code of the container's main process (podman run passes it on). */
  exited: Promise<number | null>;
  output(): string;
  /** Sends a signal to the container's main process and waits for the container to end. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts a container in the foreground (removed when it ends), collecting what it writes. */
export function runContainer(image: string, env: Record<string, string>, command: string[] = []): Container {
  const name = `customer-frontend-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const envFlags = Object.entries(env).flatMap(([key, value]) => ["--env", `${key}=${value}`]);
  const child: ChildProcess = spawn(
    "podman",
    [...PODMAN_GLOBAL, "run", "--rm", "--name", name, ...RUN_FLAGS, ...envFlags, image, ...command],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  return {
    name,
    exited,
    output: () => output,
    stop: async (signal = "SIGTERM") => {
      podman(["kill", "--signal", signal, name], { check: false });
      return exited;
    },
  };
}

/** Waits until `url` answers 200, failing early when the container ends first. */
export async function waitUntilReady(container: Container, url: string, seconds = 60): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const early = await Promise.race([container.exited, new Promise((r) => setTimeout(r, 250, "running"))]);
    if (early !== "running") throw new Error(`${container.name} exited (${early}):\n${container.output()}`);
    const ready = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
  }
  throw new Error(`${container.name} was not ready at ${url} after ${seconds} s:\n${container.output()}`);
}

/** An image's size in bytes, as podman reports it. */
export function imageSize(image: string): number {
  return Number(podman(["image", "inspect", "--format", "{{.Size}}", image]).stdout.trim());
}
