/**
 * `npm run image:build`: the Dockerfile as it is, both targets, built with podman on the base image of
 * `scripts/image/base.sh` (made first when missing or out of date). Names: `scripts/image/podman.ts`
 * (PRODUCTION_IMAGE, DEMO_IMAGE, BASE_IMAGE override them); `TARGETS=production` builds one target only.
 *
 * The build flags, and why (found on Debian 12 with podman 4.3, cgroups v1):
 * - `--isolation=chroot`: the RUN steps need no user namespace or cgroup of their own;
 * - `--network=host`: npm inside the build reaches the registry as this machine does;
 * - `--format docker`: only Docker's image format keeps HEALTHCHECK (the OCI format has no field for it);
 * - `--pull=never`: the base image is this machine's, never looked up in a registry;
 * - npm's global configuration (`npm config get globalconfig`) and the CA bundle its `cafile` names, mounted
 *   read-only where the image's npm reads them: npm inside the build then uses this machine's registry settings.
 *   Bind mounts are not part of any layer.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { BASE_IMAGE, IMAGES, imageSize, podman, RUN_FLAGS, type Target } from "./podman.ts";

const ROOT = resolve(import.meta.dirname, "../..");

function sh(command: string, args: string[]): string {
  const run = spawnSync(command, args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  if (run.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${run.status})`);
  return run.stdout.trim();
}

/** The read-only mounts that give npm inside the build this machine's npm configuration. */
function npmConfigMounts(): string[] {
  const hostConfig = sh("npm", ["config", "get", "globalconfig"]);
  if (!existsSync(hostConfig)) return [];
  const imageConfig = podman([
    "run",
    "--rm",
    ...RUN_FLAGS,
    BASE_IMAGE,
    "npm",
    "config",
    "get",
    "globalconfig",
  ]).stdout.trim();
  const mounts = ["--volume", `${hostConfig}:${imageConfig}:ro`];
  const cafile = sh("npm", ["config", "get", "cafile"]);
  if (existsSync(cafile)) mounts.push("--volume", `${cafile}:${cafile}:ro`);
  return mounts;
}

const started = Date.now();
const run = spawnSync("bash", ["scripts/image/base.sh"], { cwd: ROOT, stdio: "inherit", env: process.env });
if (run.status !== 0) process.exit(run.status ?? 1);
const baseSeconds = (Date.now() - started) / 1000;

const mounts = npmConfigMounts();
const targets = (process.env.TARGETS ?? "demo production").split(/\s+/).filter(Boolean) as Target[];
const timings: string[] = [`base image ${baseSeconds.toFixed(0)} s`];
for (const target of targets) {
  const image = IMAGES[target];
  if (!image) throw new Error(`Unknown target ${target}: ${Object.keys(IMAGES).join(", ")}`);
  const begun = Date.now();
  console.log(`\n▶ podman build --target ${target} --tag ${image}`);
  const build = spawnSync(
    "podman",
    [
      "build",
      "--isolation=chroot",
      "--network=host",
      "--format",
      "docker",
      "--pull=never",
      "--build-arg",
      `NODE_IMAGE=${BASE_IMAGE}`,
      ...mounts,
      "--target",
      target,
      "--tag",
      image,
      ".",
    ],
    { cwd: ROOT, stdio: "inherit" },
  );
  if (build.status !== 0) {
    console.error(`✗ the ${target} target failed to build`);
    process.exit(build.status ?? 1);
  }
  const megabytes = (imageSize(image) / 1e6).toFixed(0);
  timings.push(`${target} ${((Date.now() - begun) / 1000).toFixed(0)} s (${megabytes} MB)`);
}
console.log(`\n✓ built in ${((Date.now() - started) / 1000).toFixed(0)} s: ${timings.join(", ")}`);
