/**
 * Server throughput and latency against the framework's floor in the same run: autocannon (gzip) on the frame page
 * `/angebot` (the product's lightest page), the offer page, a checkout step, `/idv/<token>` and `/kuendigung`, each
 * right after the same load on an empty React Router page served the same way (bench/baseline-server.ts), so both
 * see the same neighbours. Then, per page, a CPU profile of the app under the same load over the inspector
 * (bench/inspector-profiler.ts), split by part of the work (bench/profile-shares.ts): React's render of the page is
 * what the product cannot avoid; and the page's backend calls, counted in the demo backend's journal.
 * Goals (bench/same-run.ts), below saturation (10 connections) with the backend in its own process
 * (BENCH_SEPARATE_API=1, the production set-up): the frame page's CPU per request ≤ 1.5 × the empty page's; a page's
 * ≤ the frame page's + 1.5 × its own render + 0.3 ms per backend call; p99 ≤ 2.5 × the empty page's; zero non-2xx.
 * Usage: npm run bench:throughput [-- /path …]; BENCH_DURATION=10 (s per target), BENCH_CONNECTIONS=10,
 * BENCH_WARMUP=3 (s), BENCH_PROFILE_DURATION=5 (s; 0: no profile), BENCH_PORT moves the ports (app +0,
 * baseline +1, separate backend +9, the app's inspector +10). Profiles go to bench/results/profiles/.
 * BENCH_VARIANT="NAME=value …" starts a second app server with those variables (+11, its inspector +12) and measures
 * it right after the app on every page, with its own profile: a lever's same-run comparison (docs/performance.md).
 * Exit code 1 on any non-2xx or error; a missed ratio is reported, and exits 1 only with BENCH_STRICT=1.
 * Writes bench/results/throughput.{json,md}.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { checkoutCookies } from "./checkout-cookies.ts";
import { connectProfiler } from "./inspector-profiler.ts";
import { type LoadFigures, pathArguments, runLoad, setting } from "./load-run.ts";
import { PAGE_PARTS, partShares } from "./profile-shares.ts";
import { markdownTable, RESULTS_DIR, writeResults } from "./results-file.ts";
import { isMissed, ratio, serverGoals, verdict } from "./same-run.ts";
import {
  benchPort,
  cpuMilliseconds,
  type RunningServer,
  startAppServer,
  startBaselineServer,
  startSeparateDemoApi,
} from "./server-process.ts";

const DURATION = setting("BENCH_DURATION", 10);
const CONNECTIONS = setting("BENCH_CONNECTIONS", 10);
const WARMUP = setting("BENCH_WARMUP", 3);
const PROFILE_DURATION = process.env.BENCH_PROFILE_DURATION === "0" ? 0 : setting("BENCH_PROFILE_DURATION", 5);
const PROFILE_DIR = resolve(RESULTS_DIR, "profiles");
/** The frame page: the second baseline, measured first whichever pages are asked for. */
const FRAME_PAGE = "/angebot";
/** The pages of the server goal: an offer, a checkout step, identity verification, the termination form. */
const THROUGHPUT_PAGES = [
  "/angebot/demo-offer-standard",
  "/angebot/demo-offer-standard/meine-daten",
  // The IDV page redirects to name its brand (?brand=): a 302 would count as non-2xx.
  "/idv/demo-idv-selection?brand=aldi",
  "/kuendigung",
];
const PATHS = [FRAME_PAGE, ...pathArguments(THROUGHPUT_PAGES).filter((path) => path !== FRAME_PAGE)];
const RENDER = PAGE_PARTS[0]?.name ?? "";

interface Measured extends LoadFigures {
  /** The server's CPU time per response: steadier than requests per second on a shared machine. */
  cpuMsPerRequest: number;
}

async function measure(server: RunningServer, path: string, headers: Record<string, string>): Promise<Measured> {
  const first = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "gzip", ...headers } });
  const encoding = first.headers.get("content-encoding");
  if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
  if (encoding !== "gzip") throw new Error(`${path} is not sent with gzip (content-encoding: ${encoding})`);
  await runLoad({ url: server.url, paths: [path], connections: CONNECTIONS, durationSeconds: WARMUP, headers });
  const cpuBefore = cpuMilliseconds(server.pid);
  const figures = await runLoad({
    url: server.url,
    paths: [path],
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    headers,
  });
  const cpuMs = cpuMilliseconds(server.pid) - cpuBefore;
  return { ...figures, cpuMsPerRequest: figures.requests > 0 ? Math.round((cpuMs / figures.requests) * 100) / 100 : 0 };
}

/**
 * How many backend calls one request of the page makes: one request under a trace id of its own, then the demo
 * backend's journal of that trace id (`journal` is the demo's origin: its own with BENCH_SEPARATE_API=1, else the
 * app's, which passes `/__demo/*` on to the embedded demo).
 */
async function backendCalls(server: RunningServer, journal: string, path: string, headers: Record<string, string>) {
  const traceId = crypto.randomUUID();
  await (await fetch(`${server.url}${path}`, { headers: { ...headers, "x-trace-id": traceId } })).arrayBuffer();
  const entries = (await (await fetch(`${journal}/__demo/requests?traceId=${traceId}`)).json()) as unknown[];
  return entries.length;
}

const separate = process.env.BENCH_SEPARATE_API === "1";
const servers: RunningServer[] = [];
try {
  console.log(
    `Throughput: ${CONNECTIONS} connections, ${DURATION} s per target after ${WARMUP} s warm-up, gzip; baseline before each page\n`,
  );
  const baseline = await startBaselineServer({ port: benchPort(1) });
  servers.push(baseline);
  const separateApi = separate ? await startSeparateDemoApi({ port: benchPort(9) }) : null;
  if (separateApi) servers.push(separateApi);
  const inspectPort = benchPort(10);
  const app = await startAppServer({
    port: benchPort(0),
    nodeFlags: PROFILE_DURATION > 0 ? [`--inspect=127.0.0.1:${inspectPort}`] : [],
    env: {
      ...(separateApi ? { API_BASE_URL: separateApi.url } : {}),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
    },
  });
  servers.push(app);
  const profiler = PROFILE_DURATION > 0 ? await connectProfiler(inspectPort) : null;
  const variantEnv = Object.fromEntries(
    (process.env.BENCH_VARIANT ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  const variant =
    Object.keys(variantEnv).length > 0
      ? await startAppServer({
          port: benchPort(11),
          nodeFlags: PROFILE_DURATION > 0 ? [`--inspect=127.0.0.1:${benchPort(12)}`] : [],
          env: {
            ...(separateApi ? { API_BASE_URL: separateApi.url } : {}),
            LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
            ...variantEnv,
          },
        })
      : null;
  if (variant) servers.push(variant);
  const variantProfiler = variant && PROFILE_DURATION > 0 ? await connectProfiler(benchPort(12)) : null;
  mkdirSync(PROFILE_DIR, { recursive: true });

  const rows = [];
  /** The frame page's CPU per request, per target (app, variant): the pages' goals build on it. */
  const frameCpu = new Map<string, number>();
  for (const path of PATHS) {
    // With the separate backend the app runs as in production: its cookies are `__Host-`.
    const cookie = await checkoutCookies(app.url, path, separate);
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const base = await measure(baseline, "/", {});
    const targets = [{ label: "", server: app, profiler }];
    if (variant) targets.push({ label: ` [${process.env.BENCH_VARIANT}]`, server: variant, profiler: variantProfiler });
    for (const target of targets) {
      const page = await measure(target.server, path, headers);
      let renderShare = Number.NaN;
      if (target.profiler) {
        await target.profiler.start();
        await runLoad({
          url: target.server.url,
          paths: [path],
          connections: CONNECTIONS,
          durationSeconds: PROFILE_DURATION,
          headers,
        });
        const profile = await target.profiler.stop();
        const name = `${path}${target.label ? "-variant" : ""}`.replace(/\W+/g, "_");
        writeFileSync(resolve(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
        renderShare = partShares(profile, PAGE_PARTS).shares.find((s) => s.name === RENDER)?.share ?? Number.NaN;
      }
      const cpuOverRender = Math.round((1 / renderShare) * 100) / 100;
      const renderMsPerRequest = Math.round(renderShare * page.cpuMsPerRequest * 100) / 100;
      const calls = await backendCalls(target.server, separateApi?.url ?? target.server.url, path, headers);
      if (path === FRAME_PAGE) frameCpu.set(target.label, page.cpuMsPerRequest);
      const frame = frameCpu.get(target.label);
      const goals = serverGoals(
        {
          cpuMsPerRequest: page.cpuMsPerRequest,
          renderMsPerRequest,
          backendCalls: calls,
          p99Ms: page.p99Ms,
          failed: page.non2xx + page.errors + page.timeouts,
        },
        base,
        path === FRAME_PAGE || frame === undefined ? null : { cpuMsPerRequest: frame },
      );
      const row = {
        path: `${path}${target.label}`,
        page,
        baseline: base,
        renderShare,
        renderMsPerRequest,
        backendCalls: calls,
        frameCpuMsPerRequest: frame ?? null,
        cpuOverRender,
        requestsRatio: ratio(page.requestsPerSecond, base.requestsPerSecond),
        p99Ratio: ratio(page.p99Ms, base.p99Ms),
        cpuRatio: ratio(page.cpuMsPerRequest, base.cpuMsPerRequest),
        goals,
      };
      console.log(
        `${row.path}: ${page.requestsPerSecond} req/s, p99 ${page.p99Ms} ms (× ${row.p99Ratio}), CPU ${page.cpuMsPerRequest} ms (× ${row.cpuRatio}), CPU ÷ render ${Number.isFinite(cpuOverRender) ? cpuOverRender : "not measured"} | baseline ${base.requestsPerSecond} req/s, p99 ${base.p99Ms} ms, CPU ${base.cpuMsPerRequest} ms`,
      );
      rows.push(row);
    }
  }
  profiler?.close();
  variantProfiler?.close();

  const table = markdownTable(
    [
      "page",
      "req/s (× base)",
      "p50 ms",
      "p99 ms (× base)",
      "non-2xx + errors",
      "gzip B/resp",
      "CPU ms/req (× empty; limit)",
      "React's render: share, ms/req",
      "backend calls",
      "empty page: req/s, p99 ms, CPU ms/req",
      "goals",
    ],
    rows.map((r) => [
      `\`${r.path}\``,
      `${r.page.requestsPerSecond} (${r.requestsRatio})`,
      r.page.p50Ms,
      `${r.page.p99Ms} (${r.p99Ratio})`,
      r.page.non2xx + r.page.errors + r.page.timeouts,
      r.page.bytesPerResponse,
      `${r.page.cpuMsPerRequest} (${r.cpuRatio}; ${Math.round((r.goals[0]?.limit ?? Number.NaN) * 100) / 100})`,
      Number.isNaN(r.renderShare) ? "—" : `${(r.renderShare * 100).toFixed(1)} %, ${r.renderMsPerRequest}`,
      r.backendCalls,
      `${r.baseline.requestsPerSecond}, ${r.baseline.p99Ms}, ${r.baseline.cpuMsPerRequest}`,
      r.goals.map(verdict).join(", "),
    ]),
  );
  const failed = rows.filter((r) => r.page.non2xx + r.page.errors + r.page.timeouts > 0);
  const missed = rows.filter((r) => r.goals.some(isMissed));
  const backend = separateApi
    ? "the demo backend in a process of its own (BENCH_SEPARATE_API=1, as the goals are set)"
    : "the demo backend embedded in the app's process (the goals are set for BENCH_SEPARATE_API=1)";
  const markdown = `## Server: CPU per request beside the empty page and the frame page, p99 below saturation\n\n${CONNECTIONS} connections, ${DURATION} s per target (the empty page right before each page; the frame page \`${FRAME_PAGE}\` first), \`accept-encoding: gzip\`, NODE_ENV=production, ${backend}; ${PROFILE_DURATION === 0 ? "no CPU profile (BENCH_PROFILE_DURATION=0), so no render share and no CPU goal for the pages" : `React's render share from a ${PROFILE_DURATION} s CPU profile of the same load (busy time, idle left out)`}; backend calls of one request, from the demo backend's journal. The CPU limit of a page is the frame page's CPU + 1.5 × its render + 0.3 ms per backend call; the frame page's, 1.5 × the empty page's. ${new Date().toISOString()}.\n\n${table}\n\nGoals (frame page CPU ≤ 1.5 × the empty page's; each page's CPU ≤ its limit; p99 ≤ 2.5 × the empty page's; zero non-2xx): ${missed.length === 0 ? "met" : `missed on ${missed.map((r) => r.path).join(", ")}`}.`;
  console.log(`\n${markdown}\n`);
  writeResults(
    "throughput",
    {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      separateApi: separate,
      rows,
    },
    markdown,
  );
  if (failed.length > 0 || (missed.length > 0 && process.env.BENCH_STRICT === "1")) process.exitCode = 1;
} finally {
  for (const server of servers.reverse()) await server.stop();
}
