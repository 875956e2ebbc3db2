/**
 * The two builds the cluster test deploys: the project as it is, and the same with one client asset changed (a new
 * hash, as every release has), each a production image built by the project's image build.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { appendFileSync, copyFileSync, existsSync, mkdirSync, symlinkSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { podman } from "../image/podman.ts";

const ROOT = resolve(import.meta.dirname, "../..");
/** The image build (`npm run image:build`): base image first, then the Dockerfile with podman. */
const BUILD_SCRIPT = "scripts/image/build.ts";

/** The repository's files as they are in the work tree (committed or not, never ignored ones) in `dir`. */
function copyTree(dir: string): void {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && existsSync(join(ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(dir, file));
  }
  // The base image takes Node from the `node` devDependency; .dockerignore keeps node_modules out of the build.
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
}

/**
 * Builds the production target of the tree in `dir` as `tag` with the project's image build. The one place the
 * cluster test depends on how images are built.
 */
function buildImage(dir: string, tag: string): void {
  if (!existsSync(join(dir, BUILD_SCRIPT))) throw new Error(`${BUILD_SCRIPT} is missing: it builds the image`);
  // The running Node (the npm scripts' Node 24) runs the TypeScript build script, as `npm run image:build` does.
  const result = spawnSync(process.execPath, [BUILD_SCRIPT], {
    cwd: dir,
    env: { ...process.env, PRODUCTION_IMAGE: tag, TARGETS: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error(`${BUILD_SCRIPT} failed for ${tag} (exit ${result.status})`);
}

/** The stylesheet every page loads: one more custom property gives it (and the build's manifest) a new hash. */
const CHANGED_ASSET = "app/styles/app.css";

/**
 * Builds both images; with `current` given (an image already built from this work tree's production target, e.g. by
 * `npm run test:image` just before), tags that one instead of building the same tree again: podman's layer cache
 * makes that build a no-op, but checking the cache of the node_modules copy alone takes 20–30 s here.
 */
export function buildImages(work: string, tags: { current: string; next: string }, current?: string): void {
  const next = join(work, "next");
  copyTree(next);
  appendFileSync(join(next, CHANGED_ASSET), "\n/* the cluster test's next build */\n:root {\n  --next-build: 1;\n}\n");
  if (current) {
    podman(["tag", current, tags.current]);
    console.log(`cluster: ${tags.current} is ${current} (built from this tree before)`);
  } else {
    const dir = join(work, "current");
    copyTree(dir);
    buildImage(dir, tags.current);
  }
  buildImage(next, tags.next);
}
