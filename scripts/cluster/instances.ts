/**
 * The cluster test's production containers: the image's default target, run with podman as the Deployment in
 * deploy/k8s runs its pods (read-only root, /tmp writable, uid 1000 from the image, no capabilities), on the
 * host's network at 127.0.0.1 so that HAProxy and the demo backend are reached without a container network.
 */
import { execFileSync, spawnSync } from "node:child_process";

/** crun refuses containers on this kind of machine ("cgroups in hybrid mode"); runc with cgroupfs runs them. */
const PODMAN = ["--runtime", "runc", "--cgroup-manager=cgroupfs"];

export interface InstanceSpec {
  name: string;
  port: number;
  image: string;
  env: Record<string, string>;
}

export function podman(args: string[], options: { allowFailure?: boolean } = {}): string {
  const result = spawnSync("podman", [...PODMAN, ...args], { encoding: "utf8" });
  if (result.status !== 0 && !options.allowFailure) {
    throw new Error(`podman ${args.join(" ")} failed (${result.status}): ${result.stderr.trim()}`);
  }
  return result.stdout.trim();
}

export function startInstance(spec: InstanceSpec): void {
  podman(["rm", "--force", "--ignore", spec.name], { allowFailure: true });
  const env = Object.entries({ ...spec.env, PORT: String(spec.port), HOST: "127.0.0.1" }).flatMap(([k, v]) => [
    "--env",
    `${k}=${v}`,
  ]);
  podman([
    "run",
    "--detach",
    "--name",
    spec.name,
    "--network=host",
    "--ulimit",
    "nofile=4096:4096",
    "--ulimit",
    "nproc=4096:4096",
    "--read-only",
    "--tmpfs",
    "/tmp",
    "--cap-drop=ALL",
    "--security-opt",
    "no-new-privileges",
    ...env,
    spec.image,
  ]);
}

/** Sends a signal to the instance's process (PID 1 in its container: `node server/main.ts`). */
export function signalInstance(name: string, signal: "SIGTERM" | "SIGKILL"): void {
  podman(["kill", "--signal", signal, name]);
}

/** Waits until the container has stopped; its exit code (137 after SIGKILL). */
export function waitForExit(name: string): number {
  return Number(podman(["wait", name]));
}

export function removeInstance(name: string): void {
  podman(["rm", "--force", "--ignore", "--time", "0", name], { allowFailure: true });
}

/** The id of the image a tag names now (a rebuilt tag gets a new one). */
export function imageId(tag: string): string {
  return execFileSync("podman", ["image", "inspect", "--format", "{{.Id}}", tag], { encoding: "utf8" }).trim();
}
