/**
 * `npm run test:image`: the container image's build and start, rehearsed without a Docker engine.
 *
 * Every stage of the Dockerfile runs here, in order, in a directory of its own under REHEARSAL_DIR (default: a new
 * directory in /tmp): its COPY instructions (honouring .dockerignore) and its RUN commands, with the stage's ENV
 * and ARGs, on the Node 24 that npm scripts run on. Then the two targets start with the image's own CMD and
 * settings, and are checked:
 * - production: no demo backend, no demo packages and no devDependencies in it; it refuses to start without
 *   API_BASE_URL; with it (a demo backend started beside it) the health check passes and pages render; /__ui is 404;
 * - demo: starts with the image's DEMO_API=1 and says on /__ui that it is a demo;
 * - both stop cleanly on the image's STOPSIGNAL.
 *
 * What it cannot check without Docker: the base image itself, file ownership and the non-root USER (it runs as
 * the current user), and the network isolation of a container. Needs the npm registry. About 3-5 minutes.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { assignments, commandOf, dockerIgnore, expand, parseDockerfile, type Stage } from "./dockerfile.ts";

const ROOT = resolve(import.meta.dirname, "..");
const WORK = process.env.REHEARSAL_DIR ?? mkdtempSync(join(tmpdir(), "image-rehearsal-"));
const NODE_BIN = dirname(process.execPath);
const PORT = Number(process.env.REHEARSAL_PORT ?? 4470);
const dockerfile = parseDockerfile(readFileSync(join(ROOT, "Dockerfile"), "utf8"));
const ignored = dockerIgnore(readFileSync(join(ROOT, ".dockerignore"), "utf8"));

if (!process.versions.node.startsWith("24.")) {
  throw new Error(`Run through npm (npm run test:image) so that it runs on Node 24, not ${process.versions.node}`);
}

interface Built {
  env: Record<string, string>;
  workdir: string;
  cmd: string[];
  healthcheck: string[];
  stopSignal: NodeJS.Signals;
}

const built = new Map<string, Built>();
const stageRoot = (name: string) => join(WORK, "stages", name);
const inStage = (name: string, path: string) => join(stageRoot(name), path);

function copyFromContext(sources: string[], destination: string): void {
  for (const source of sources) {
    const from = join(ROOT, source);
    const into = sources.length > 1 || destination.endsWith("/") ? join(destination, basename(from)) : destination;
    if (statSync(from).isDirectory() && source !== ".") {
      cpSync(from, into, { recursive: true, filter: (path) => !ignored(relative(ROOT, path)) });
    } else if (source === ".") {
      for (const entry of readdirSync(ROOT)) {
        if (ignored(entry)) continue;
        cpSync(join(ROOT, entry), join(destination, entry), {
          recursive: true,
          filter: (path) => !ignored(relative(ROOT, path)),
        });
      }
    } else cpSync(from, into);
  }
}

/**
 * This machine's environment (its proxy and registry settings reach npm as they would reach a build host's),
 * without what the outer `npm run` put there for its own scripts.
 */
function hostEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith("npm_") && !["INIT_CWD", "NODE_ENV"].includes(key)),
  );
}

function buildStage(stage: Stage): void {
  const parent = built.get(stage.from);
  mkdirSync(stageRoot(stage.name), { recursive: true });
  if (parent) cpSync(stageRoot(stage.from), stageRoot(stage.name), { recursive: true, verbatimSymlinks: true });
  const state: Built = parent
    ? { ...parent, env: { ...parent.env } }
    : { env: {}, workdir: "/", cmd: [], healthcheck: [], stopSignal: "SIGTERM" };
  const args: Record<string, string> = {};
  const vars = () => ({ ...args, ...state.env });
  console.log(`\n▶ stage ${stage.name} (from ${stage.from})`);
  for (const { op, flags, text } of stage.instructions) {
    const line = expand(text, vars());
    if (op === "ARG") {
      for (const [key, value] of assignments(text)) args[key] = value ?? dockerfile.globalArgs[key] ?? "";
    } else if (op === "ENV") {
      for (const [key, value] of assignments(line)) state.env[key] = value ?? "";
    } else if (op === "WORKDIR") {
      state.workdir = line;
      mkdirSync(inStage(stage.name, line), { recursive: true });
    } else if (op === "COPY") {
      const parts = line.split(/\s+/);
      const destination = parts.pop() ?? ".";
      const target = inStage(stage.name, destination.startsWith("/") ? destination : join(state.workdir, destination));
      const into = destination.endsWith("/") || destination === "." ? `${target}/` : target;
      if (flags.from) {
        for (const source of parts) cpSync(inStage(flags.from, source), target, { recursive: true });
      } else copyFromContext(parts, into);
    } else if (op === "RUN") {
      console.log(`  $ ${line}`);
      const [command = "", ...rest] = commandOf(line);
      const run = spawnSync(command, rest, {
        cwd: inStage(stage.name, state.workdir),
        stdio: ["ignore", "inherit", "inherit"],
        env: {
          ...hostEnvironment(),
          PATH: `${NODE_BIN}:${process.env.PATH}`,
          // Its own npm cache: `npm cache clean --force` in the Dockerfile must not empty this machine's.
          npm_config_cache: join(WORK, "npm-cache"),
          ...vars(),
        },
      });
      if (run.status !== 0) throw new Error(`RUN failed in stage ${stage.name} (exit ${run.status}): ${line}`);
    } else if (op === "CMD") state.cmd = commandOf(line);
    else if (op === "HEALTHCHECK") state.healthcheck = commandOf(line.replace(/^CMD\s+/, ""));
    else if (op === "STOPSIGNAL") state.stopSignal = line as NodeJS.Signals;
    else if (!["USER", "EXPOSE", "LABEL"].includes(op)) throw new Error(`The rehearsal does not know ${op}`);
  }
  built.set(stage.name, state);
}

// --- the targets, started as the image starts them -----------------------------------------------------------

interface Started {
  url: string;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
  output(): string;
}

/** The image's CMD in the stage's workdir, with its ENV and the given settings (`node` is Node 24 here). */
function startTarget(name: string, env: Record<string, string>): Started {
  const image = built.get(name);
  if (!image) throw new Error(`No stage ${name}`);
  const [command = "", ...args] = image.cmd;
  const child = spawn(command === "node" ? process.execPath : command, args, {
    cwd: inStage(name, image.workdir),
    env: { PATH: process.env.PATH, ...image.env, HOST: "127.0.0.1", DATA_DIR: join(WORK, `data-${name}`), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  return {
    url: `http://127.0.0.1:${env.PORT ?? image.env.PORT}`,
    exited,
    output: () => output,
    stop: () => {
      child.kill(image.stopSignal);
      return exited;
    },
  };
}

async function waitUntilReady(target: Started, what: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    const early = await Promise.race([target.exited, new Promise((r) => setTimeout(r, 200, "running"))]);
    if (early !== "running") throw new Error(`${what} exited (${early}) before it was ready:\n${target.output()}`);
    const ready = await fetch(`${target.url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
  }
  throw new Error(`${what} was not ready after 30 s:\n${target.output()}`);
}

const failures: string[] = [];
function check(ok: boolean, what: string): void {
  console.log(`  ${ok ? "✓" : "✗"} ${what}`);
  if (!ok) failures.push(what);
}

async function page(target: Started, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${target.url}${path}`);
  return { status: response.status, html: await response.text() };
}

function healthCheckPasses(name: string, port: string): boolean {
  const [command = "", ...args] = built.get(name)?.healthcheck ?? [];
  const run = spawnSync(command === "node" ? process.execPath : command, args, {
    env: { ...built.get(name)?.env, PORT: port },
    timeout: 3000,
  });
  return run.status === 0;
}

async function checkServing(name: string, target: Started, port: string, demo: boolean): Promise<void> {
  check(healthCheckPasses(name, port), `${name}: the image's HEALTHCHECK passes`);
  const start = await page(target, "/?brand=blau");
  check(start.status === 200 && start.html.includes("<h1"), `${name}: the start page renders (200)`);
  const offer = await page(target, "/angebot/demo-offer-standard");
  check(offer.status === 200, `${name}: an offer page renders through the backend (${offer.status})`);
  const script = /\/assets\/[^"&]+\.js/.exec(start.html)?.[0];
  const asset = script ? await fetch(`${target.url}${script}`) : null;
  check(asset?.status === 200, `${name}: the page's script is served from the image (${script})`);
  const gallery = await page(target, "/__ui");
  check(
    demo ? gallery.status === 200 && gallery.html.includes('data-testid="demo-banner"') : gallery.status === 404,
    `${name}: /__ui ${demo ? "is there and says it is a demo" : "is 404"} (${gallery.status})`,
  );
}

/** Which installed package needs each package (npm's record of the tree, node_modules/.package-lock.json). */
function requiredBy(app: string): Map<string, string> {
  const tree = JSON.parse(readFileSync(join(app, "node_modules/.package-lock.json"), "utf8")) as {
    packages: Record<string, { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }>;
  };
  const needs = new Map<string, string>();
  for (const [path, entry] of Object.entries(tree.packages)) {
    for (const dependency of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      needs.set(dependency, path.replace(/^.*node_modules\//, ""));
    }
  }
  return needs;
}

function checkContents(name: string, demo: boolean): void {
  const app = inStage(name, built.get(name)?.workdir ?? "/app");
  const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as {
    packages: Record<string, { dev?: boolean }>;
  };
  const devOnly = Object.entries(lock.packages)
    .filter(([path, entry]) => entry.dev && path.startsWith("node_modules/") && !path.includes("/node_modules/", 13))
    .map(([path]) => path);
  const present = devOnly.filter((path) => existsSync(join(app, path)));
  check(present.length === 0, `${name}: none of ${devOnly.length} dev-only packages inside (${present.slice(0, 5)})`);
  const demoPackages = (dockerfile.globalArgs.DEMO_PACKAGES ?? "").split(" ").filter(Boolean);
  const inside = demoPackages.filter((pkg) => existsSync(join(app, "node_modules", pkg)));
  if (demo)
    check(
      inside.length === demoPackages.length,
      `${name}: the demo backend's ${demoPackages.length} packages are inside`,
    );
  else {
    // A demo package may stay as the dependency of a production package (yaml: OpenTelemetry's configuration).
    const needed = requiredBy(app);
    const strays = inside.filter((pkg) => !needed.has(pkg));
    check(
      strays.length === 0,
      `${name}: no demo package inside but as another's dependency (${inside.map((p) => `${p} ← ${needed.get(p)}`)})`,
    );
  }
  check(existsSync(join(app, "demo-api")) === demo, `${name}: the demo backend's code is ${demo ? "" : "not "}inside`);
  check(existsSync(join(app, "build/server/index.js")), `${name}: the production build is inside`);
}

/** Every path in a target's workdir: the image's files are root's, so the node user must not add any. */
function listing(name: string): Set<string> {
  const app = inStage(name, built.get(name)?.workdir ?? "/app");
  return new Set(readdirSync(app, { recursive: true, encoding: "utf8" }));
}

function checkNothingWritten(name: string, before: Set<string>): void {
  const added = [...listing(name)].filter((path) => !before.has(path));
  check(added.length === 0, `${name}: wrote nothing into the image's files while it ran (${added.slice(0, 5)})`);
}

async function rehearse(): Promise<void> {
  console.log(`Rehearsing the image build in ${WORK}`);
  for (const stage of dockerfile.stages) buildStage(stage);

  console.log("\n▶ production target");
  checkContents("production", false);
  const files = { production: listing("production"), demo: listing("demo") };
  const closed = startTarget("production", { PORT: String(PORT) });
  const code = await Promise.race([closed.exited, new Promise((r) => setTimeout(r, 20_000, "still running"))]);
  check(code !== "still running" && code !== 0, `production: refuses to start without API_BASE_URL (exit ${code})`);
  if (code === "still running") await closed.stop();
  check(/API_BASE_URL/.test(closed.output()), "production: says that API_BASE_URL is missing");

  const backend = startTarget("demo", { PORT: String(PORT + 1) });
  const production = startTarget("production", {
    PORT: String(PORT),
    API_BASE_URL: `http://127.0.0.1:${PORT + 1}`,
    SESSION_SECRET: "rehearsal-secret-rehearsal-secret",
  });
  try {
    await waitUntilReady(backend, "the demo target (as the backend)");
    await waitUntilReady(production, "the production target");
    await checkServing("production", production, String(PORT), false);
  } finally {
    check((await production.stop()) === 0, "production: stops cleanly on the image's STOPSIGNAL");
  }
  checkNothingWritten("production", files.production);

  console.log("\n▶ demo target");
  checkContents("demo", true);
  try {
    await checkServing("demo", backend, String(PORT + 1), true);
  } finally {
    check((await backend.stop()) === 0, "demo: stops cleanly on the image's STOPSIGNAL");
  }
  checkNothingWritten("demo", files.demo);
}

const started = Date.now();
try {
  await rehearse();
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
  console.error(`\n✗ ${failures.at(-1)}`);
}
const seconds = Math.round((Date.now() - started) / 1000);
if (failures.length > 0) {
  console.error(`\n✗ ${failures.length} image check(s) failed after ${seconds} s (files in ${WORK})`);
  process.exit(1);
}
console.log(`\n✓ the image's stages built and both targets passed their checks in ${seconds} s`);
if (process.env.REHEARSAL_DIR) console.log(`  (files in ${WORK})`);
else rmSync(WORK, { recursive: true, force: true });
