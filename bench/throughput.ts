/**
 * Server throughput: autocannon (10 connections, gzip) against the production server for the start page, an
 * offer and the termination form, and in the same run against a minimal React Router page served the same way
 * (bench/baseline-server.ts). Goal: each page ≥ 0.5 of the baseline's requests per second, zero non-2xx.
 * Usage: npm run bench:throughput [-- /path …]; BENCH_DURATION=10 (s per target), BENCH_CONNECTIONS=10, BENCH_WARMUP=3 (s),
 * BENCH_PROFILE=1 writes a CPU profile of the app server to bench/results/profiles/.
 * BENCH_SEPARATE_API=1 runs the demo backend in a process of its own, which the app calls over API_BASE_URL as in
 * production (its CPU is then not the app's; API_BASE_URL also turns the termination configuration's cache on).
 * Writes bench/results/throughput.{json,md}.
 */
import { resolve } from "node:path";
import { type LoadFigures, runLoad, setting } from "./load-run.ts";
import { markdownTable, RESULTS_DIR, writeResults } from "./results-file.ts";
import {
  benchPort,
  cpuMilliseconds,
  type RunningServer,
  SSR_PAGES,
  startAppServer,
  startBaselineServer,
  startSeparateDemoApi,
} from "./server-process.ts";

const DURATION = setting("BENCH_DURATION", 10);
const CONNECTIONS = setting("BENCH_CONNECTIONS", 10);
const WARMUP = setting("BENCH_WARMUP", 3);
const GOAL_RATIO = 0.5;
const PROFILE_DIR = resolve(RESULTS_DIR, "profiles");
const given = process.argv.slice(2).filter((a) => a.startsWith("/"));
const PATHS: readonly string[] = given.length > 0 ? given : SSR_PAGES;

interface Measured extends LoadFigures {
  /** The server's CPU time per response: steadier than requests per second on a shared machine. */
  cpuMsPerRequest: number;
}

interface Row extends Measured {
  target: string;
  path: string;
  ratio: number;
  /** Baseline CPU per response over this page's: the ratio a machine with nothing else running would show. */
  cpuRatio: number;
}

async function measure(server: RunningServer, path: string): Promise<Measured> {
  const encoding = (await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "gzip" } })).headers.get(
    "content-encoding",
  );
  if (encoding !== "gzip") throw new Error(`${path} is not sent with gzip (content-encoding: ${encoding})`);
  await runLoad({ url: server.url, paths: [path], connections: CONNECTIONS, durationSeconds: WARMUP });
  const cpuBefore = cpuMilliseconds(server.pid);
  const figures = await runLoad({
    url: server.url,
    paths: [path],
    connections: CONNECTIONS,
    durationSeconds: DURATION,
  });
  const cpuMs = cpuMilliseconds(server.pid) - cpuBefore;
  return { ...figures, cpuMsPerRequest: figures.requests > 0 ? Math.round((cpuMs / figures.requests) * 100) / 100 : 0 };
}

async function withServer<T>(start: Promise<RunningServer>, use: (server: RunningServer) => Promise<T>): Promise<T> {
  const server = await start;
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

console.log(`Throughput: ${CONNECTIONS} connections, ${DURATION} s per target after ${WARMUP} s warm-up, gzip\n`);
const baseline = await withServer(startBaselineServer({ port: benchPort(1) }), (server) => measure(server, "/"));
const separateApi = process.env.BENCH_SEPARATE_API === "1" ? await startSeparateDemoApi({ port: benchPort(9) }) : null;
const pages = await withServer(
  startAppServer({
    port: benchPort(0),
    nodeFlags: process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : [],
    env: separateApi ? { API_BASE_URL: separateApi.url } : {},
  }),
  async (server) => {
    const out: [string, Measured][] = [];
    for (const path of PATHS) out.push([path, await measure(server, path)]);
    return out;
  },
).finally(() => separateApi?.stop());

const rows: Row[] = [
  { target: "baseline", path: "/", ...baseline, ratio: 1, cpuRatio: 1 },
  ...pages.map(([path, figures]) => ({
    target: "app",
    path,
    ...figures,
    ratio: Math.round((figures.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100,
    cpuRatio: Math.round((baseline.cpuMsPerRequest / figures.cpuMsPerRequest) * 100) / 100,
  })),
];
const failed = rows.filter((r) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
const belowGoal = rows.filter((r) => r.ratio < GOAL_RATIO);

const table = markdownTable(
  [
    "target",
    "path",
    "req/s",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "errors",
    "gzip B/resp",
    "CPU ms/req",
    "ratio",
    "CPU ratio",
  ],
  rows.map((r) => [
    r.target,
    `\`${r.path}\``,
    r.requestsPerSecond,
    r.p50Ms,
    r.p99Ms,
    r.non2xx,
    r.errors + r.timeouts,
    r.bytesPerResponse,
    r.cpuMsPerRequest,
    r.ratio.toFixed(2),
    r.cpuRatio.toFixed(2),
  ]),
);
const verdict = `Goal ≥ ${GOAL_RATIO} of the baseline and zero non-2xx: ${
  failed.length === 0 && belowGoal.length === 0
    ? "met"
    : `missed (${[...failed, ...belowGoal].map((r) => r.path).join(", ")})`
}.`;
const backend = separateApi
  ? "the demo backend in a process of its own (BENCH_SEPARATE_API=1)"
  : "the demo backend embedded in the app's process";
const markdown = `## Server throughput\n\n${CONNECTIONS} connections, ${DURATION} s per target, \`accept-encoding: gzip\`, NODE_ENV=production, ${backend}, ${new Date().toISOString()}.\n\n${table}\n\n${verdict}`;
console.log(`${markdown}\n`);
writeResults(
  "throughput",
  { date: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION, goalRatio: GOAL_RATIO, rows },
  markdown,
);
if (failed.length > 0) process.exitCode = 1;
