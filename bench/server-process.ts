/**
 * Starting and stopping the servers the benchmarks measure: the production build (`server/main.ts`) with the
 * embedded demo backend, or the baseline page (bench/baseline-server.ts), each in its own Node process so that
 * its CPU and memory are its own. The benchmarks run on 127.0.0.1 in the port range 4440-4450 unless BENCH_PORT
 * moves it.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "..");
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4440);

/**
 * A port of the bench's range: 0 for the app, 1 for the baseline, 2 for the HTML size, 3 for the load test,
 * 4–6 for Lighthouse (app, baseline, the app with <Scripts>), 7–8 for the interactions (app, baseline), 9 for a
 * separate demo backend, 10 for the throughput app's inspector, 11–12 for the throughput's variant and its
 * inspector, 13 for Lighthouse's other checkout (BENCH_BEFORE).
 */
export function benchPort(offset: number): number {
  return BASE_PORT + offset;
}

export interface RunningServer {
  url: string;
  pid: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

interface StartOptions {
  port: number;
  /** Another checkout to run instead of this one (its own build and server), for a before/after in the same run. */
  root?: string;
  /** Extra Node flags, e.g. `--cpu-prof`. */
  nodeFlags?: string[];
  env?: Record<string, string>;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) before it answered ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No answer from ${url}`);
}

function startProcess(script: string, readyPath: string, options: StartOptions): Promise<RunningServer> {
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), script], {
    cwd: options.root ?? ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      // No load balancer to wait for: each bench stops its servers at once.
      SHUTDOWN_DELAY_MS: "0",
      ...options.env,
    },
    // The request log goes where a container's stdout would: nowhere this process has to read.
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${options.port}`;
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once("exit", () => done());
      child.kill("SIGTERM");
    });
  return waitFor(`${url}${readyPath}`, child).then(
    () => ({ url, pid: child.pid ?? 0, process: child, stop }),
    async (error) => {
      await stop();
      throw error;
    },
  );
}

/**
 * The production server with the embedded demo backend (DEMO_API=1: production refuses to start without an API
 * otherwise), or — with `API_BASE_URL` in `options.env` — with that backend, as in production, which also needs a
 * cookie secret to start.
 */
export function startAppServer(options: StartOptions): Promise<RunningServer> {
  const root = options.root ?? ROOT;
  if (!existsSync(resolve(root, "build/server/index.js"))) {
    throw new Error(`No production build in ${root}: run \`npm run build\` there first.`);
  }
  const backend: Record<string, string> = options.env?.API_BASE_URL
    ? { DEMO_API: "0", SESSION_SECRET: "bench-session-secret-of-at-least-32-characters" }
    : { DEMO_API: "1" };
  return startProcess("server/main.ts", "/readyz", {
    ...options,
    env: { ...backend, DATA_DIR: ".data/bench", LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info", ...options.env },
  });
}

/** The demo backend in a process of its own (bench/demo-api-process.ts), for the app to call over API_BASE_URL. */
export function startSeparateDemoApi(options: StartOptions): Promise<RunningServer> {
  return startProcess("bench/demo-api-process.ts", "/__demo/scenarios", {
    ...options,
    env: { DATA_DIR: ".data/bench", ...options.env },
  });
}

/** The empty React Router page behind Express and compression that the app is compared with (built first). */
export function startBaselineServer(options: StartOptions): Promise<RunningServer> {
  const built = spawnSync("npx", ["react-router", "build", "bench/baseline-app"], { cwd: ROOT, stdio: "ignore" });
  if (built.status !== 0) throw new Error("The baseline app did not build: npx react-router build bench/baseline-app");
  return startProcess("bench/baseline-server.ts", "/", options);
}

/** Resident set size of a process in bytes (Linux: /proc/<pid>/status), or null where it cannot be read. */
export function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match?.[1] ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time a process has used so far (user + system), in milliseconds (Linux: /proc/<pid>/stat). */
export function cpuMilliseconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name; in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The pages the server benchmarks request: the start page, an offer and the termination form. */
export const SSR_PAGES = ["/", "/angebot/demo-offer-standard", "/kuendigung"] as const;
