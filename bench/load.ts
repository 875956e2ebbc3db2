/**
 * Load: autocannon at 50 connections on the server-rendered pages in turn (start page, offer, termination form)
 * against the production server, sampling the server's resident memory every second: first a warm-up under the
 * same load, then the measured run (BENCH_LOAD_DURATION, 60 s).
 * Goal: zero errors and non-2xx in both; RSS over the measured run flat within 10 % (max ≤ 1.1 × min).
 * Why a warm-up under load: V8 sizes its heap to the load it sees. At 50 connections the young generation grows
 * to its largest size and the old generation's limit rises to its working size (RSS +60–100 MB), while the old
 * generation's live data after each full collection stays where it was: growth, not a leak (docs/performance.md,
 * "Memory under load"). How long that takes depends on how fast the machine answers (about 30 s at 60–120
 * requests per second), so the warm-up runs in slices of 10 s, at least BENCH_LOAD_WARMUP (30 s), until RSS grew
 * less than 3 % over the last slice, at most 120 s. The table shows the warm-up's length and growth.
 * Usage: npm run bench:load; BENCH_LOAD_DURATION=60, BENCH_LOAD_CONNECTIONS=50, BENCH_LOAD_WARMUP=30 (s).
 * Writes bench/results/load.{json,md}.
 */
import { runLoad, setting } from "./load-run.ts";
import { markdownTable, writeResults } from "./results-file.ts";
import { benchPort, residentBytes, SSR_PAGES, startAppServer } from "./server-process.ts";

const DURATION = setting("BENCH_LOAD_DURATION", 60);
const CONNECTIONS = setting("BENCH_LOAD_CONNECTIONS", 50);
const WARMUP = setting("BENCH_LOAD_WARMUP", 30);
const FLAT_WITHIN = 0.1;
const WARMUP_SLICE = 10;
const WARMUP_MAX = 120;
const SETTLED_WITHIN = 0.03;

const server = await startAppServer({ port: benchPort(3) });
const samples: { second: number; rssMb: number }[] = [];
const started = Date.now();
const sample = () => {
  const rss = residentBytes(server.pid);
  if (rss !== null) samples.push({ second: Math.round((Date.now() - started) / 1000), rssMb: rss / 1024 / 1024 });
};
sample();
const timer = setInterval(sample, 1000);
const load = (durationSeconds: number) =>
  runLoad({ url: server.url, paths: SSR_PAGES, connections: CONNECTIONS, durationSeconds });
const warmup = { errors: 0, timeouts: 0, non2xx: 0, requests: 0, seconds: 0 };
let figures: Awaited<ReturnType<typeof runLoad>>;
let measuredFrom = 0;
try {
  for (let settled = false; warmup.seconds < WARMUP_MAX && !(settled && warmup.seconds >= WARMUP); ) {
    const before = residentBytes(server.pid) ?? 0;
    const slice = await load(WARMUP_SLICE);
    const after = residentBytes(server.pid) ?? 0;
    settled = before > 0 && (after - before) / before < SETTLED_WITHIN;
    warmup.seconds += WARMUP_SLICE;
    warmup.requests += slice.requests;
    warmup.errors += slice.errors;
    warmup.timeouts += slice.timeouts;
    warmup.non2xx += slice.non2xx;
  }
  sample();
  measuredFrom = samples.at(-1)?.second ?? 0;
  figures = await load(DURATION);
  sample();
} finally {
  clearInterval(timer);
  await server.stop();
}

const measured = samples.filter((s) => s.second >= measuredFrom).map((s) => s.rssMb);
const min = Math.min(...measured);
const max = Math.max(...measured);
const growth = (max - min) / min;
const flat = measured.length > 0 && growth <= FLAT_WITHIN;
const atWarmupEnd = measured[0];
// Where a busy machine warms up slower: the spread over the measured run's second half says whether RSS levels off.
const secondHalf = samples.filter((s) => s.second >= measuredFrom + DURATION / 2).map((s) => s.rssMb);
const lateGrowth = (Math.max(...secondHalf) - Math.min(...secondHalf)) / Math.min(...secondHalf);
const clean = [warmup, figures].every((f) => f.errors === 0 && f.timeouts === 0 && f.non2xx === 0);
const mb = (value: number | undefined) => (value ?? Number.NaN).toFixed(1);

const table = markdownTable(
  [
    "req/s",
    "p50 ms",
    "p99 ms",
    "requests",
    "non-2xx",
    "errors",
    "warm-up s (requests)",
    "warm-up errors + non-2xx",
    "RSS start MB",
    "RSS after warm-up MB",
    "RSS measured min–max MB",
    "RSS end MB",
    "spread measured",
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
      `${warmup.seconds} (${warmup.requests})`,
      warmup.errors + warmup.timeouts + warmup.non2xx,
      mb(samples[0]?.rssMb),
      mb(atWarmupEnd),
      `${mb(min)}–${mb(max)}`,
      mb(samples.at(-1)?.rssMb),
      `${(growth * 100).toFixed(1)} %`,
      `${(lateGrowth * 100).toFixed(1)} %`,
    ],
  ],
);
const verdict = `Zero errors: ${clean ? "yes" : "no"}. RSS over the measured ${DURATION} s flat within ${FLAT_WITHIN * 100} %: ${flat ? "yes" : "no"}.`;
const markdown = `## Load\n\n${CONNECTIONS} connections for ${DURATION} s after a warm-up of ${warmup.seconds} s under the same load (until RSS grew < ${SETTLED_WITHIN * 100} % in ${WARMUP_SLICE} s), on ${SSR_PAGES.map((p) => `\`${p}\``).join(", ")} in turn, gzip, NODE_ENV=production, ${new Date().toISOString()}.\n\n${table}\n\n${verdict}`;
console.log(markdown);
writeResults(
  "load",
  {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    warmupSeconds: warmup.seconds,
    ...figures,
    warmup,
    rss: {
      samples,
      measuredFromSecond: measuredFrom,
      atWarmupEndMb: atWarmupEnd,
      minMeasuredMb: min,
      maxMeasuredMb: max,
      growth,
      flat,
      secondHalfGrowth: lateGrowth,
    },
  },
  markdown,
);
if (!clean || !flat) process.exitCode = 1;
