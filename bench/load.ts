/**
 * Load: autocannon at 50 connections for 60 s on the server-rendered pages in turn (start page, offer,
 * termination form) against the production server, sampling the server's resident memory every second.
 * Goal: zero errors and non-2xx; RSS after the warm-up (the first 10 s) flat within 10 % (max ≤ 1.1 × min).
 * Usage: npm run bench:load; BENCH_LOAD_DURATION=60, BENCH_LOAD_CONNECTIONS=50, BENCH_LOAD_WARMUP=10 (s).
 * Writes bench/results/load.{json,md}.
 */
import { runLoad, setting } from "./load-run.ts";
import { markdownTable, writeResults } from "./results-file.ts";
import { benchPort, residentBytes, SSR_PAGES, startAppServer } from "./server-process.ts";

const DURATION = setting("BENCH_LOAD_DURATION", 60);
const CONNECTIONS = setting("BENCH_LOAD_CONNECTIONS", 50);
const WARMUP = setting("BENCH_LOAD_WARMUP", 10);
const FLAT_WITHIN = 0.1;

const server = await startAppServer({ port: benchPort(3) });
const samples: { second: number; rssMb: number }[] = [];
const started = Date.now();
const sample = () => {
  const rss = residentBytes(server.pid);
  if (rss !== null) samples.push({ second: Math.round((Date.now() - started) / 1000), rssMb: rss / 1024 / 1024 });
};
sample();
const timer = setInterval(sample, 1000);
let figures: Awaited<ReturnType<typeof runLoad>>;
try {
  figures = await runLoad({ url: server.url, paths: SSR_PAGES, connections: CONNECTIONS, durationSeconds: DURATION });
} finally {
  clearInterval(timer);
  await server.stop();
}

const afterWarmup = samples.filter((s) => s.second >= WARMUP).map((s) => s.rssMb);
const min = Math.min(...afterWarmup);
const max = Math.max(...afterWarmup);
const growth = (max - min) / min;
const flat = afterWarmup.length > 0 && growth <= FLAT_WITHIN;
// Where a busy machine warms up slower than 10 s: the spread over the run's second half says whether RSS levels off.
const secondHalf = samples.filter((s) => s.second >= DURATION / 2).map((s) => s.rssMb);
const lateGrowth = (Math.max(...secondHalf) - Math.min(...secondHalf)) / Math.min(...secondHalf);
const clean = figures.errors === 0 && figures.timeouts === 0 && figures.non2xx === 0;
const mb = (value: number | undefined) => (value ?? Number.NaN).toFixed(1);

const table = markdownTable(
  [
    "req/s",
    "p50 ms",
    "p99 ms",
    "requests",
    "non-2xx",
    "errors",
    "RSS start MB",
    "RSS after warm-up min–max MB",
    "RSS end MB",
    "spread after warm-up",
    "spread 2nd half",
  ],
  [
    [
      figures.requestsPerSecond,
      figures.p50Ms,
      figures.p99Ms,
      figures.requests,
      figures.non2xx,
      figures.errors + figures.timeouts,
      mb(samples[0]?.rssMb),
      `${mb(min)}–${mb(max)}`,
      mb(samples.at(-1)?.rssMb),
      `${(growth * 100).toFixed(1)} %`,
      `${(lateGrowth * 100).toFixed(1)} %`,
    ],
  ],
);
const verdict = `Zero errors: ${clean ? "yes" : "no"}. RSS after ${WARMUP} s flat within ${FLAT_WITHIN * 100} %: ${flat ? "yes" : "no"}.`;
const markdown = `## Load\n\n${CONNECTIONS} connections for ${DURATION} s on ${SSR_PAGES.map((p) => `\`${p}\``).join(", ")} in turn, gzip, NODE_ENV=production, ${new Date().toISOString()}.\n\n${table}\n\n${verdict}`;
console.log(markdown);
writeResults(
  "load",
  {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    warmupSeconds: WARMUP,
    ...figures,
    rss: { samples, minAfterWarmupMb: min, maxAfterWarmupMb: max, growth, flat, secondHalfGrowth: lateGrowth },
  },
  markdown,
);
if (!clean || !flat) process.exitCode = 1;
