/**
 * Where a page's main-thread time goes during its load, beside the empty React Router page (bench/baseline-app) in
 * the same rounds: a Chrome trace of each load (Playwright over CDP, Debian's Chromium, Lighthouse's 4× CPU
 * slowdown, its mobile viewport, a fresh cache each time), split by bench/trace-breakdown.ts into the browser's work
 * (HTML and CSS parsing, style, layout, paint, compiling, GC, "other") and JavaScript by part (inline scripts, each
 * module's evaluation, React DOM, React Router, Lingui, the app's folders, what starts after hydration), each before
 * the first paint, between it and hydration, and after. Lighthouse's `mainthread-work-breakdown` gives only the
 * totals of these groups; this says which part of the frame they are.
 *
 * Usage: npm run bench:trace [-- /angebot /kuendigung …] (default: the frame page, `/angebot`). BENCH_RUNS rounds (3);
 * medians per cell. Besides the tasks' wall time, their CPU time (the trace's thread time), which a shared machine
 * disturbs less: compare builds by it. JavaScript is counted by the source file it was built from where the build has source maps:
 * build with `npx react-router build --sourcemapClient=hidden` (the same files, with maps beside them); without them,
 * by built file. BENCH_BEFORE=<another built checkout>[,<another>…] traces those builds in the same rounds too, each
 * named by its folder. Ports: BENCH_PORT + 14 (app), + 15 (baseline), + 16 on (the other checkouts). Traces are kept
 * in bench/results/traces/.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { pathArguments } from "./load-run.ts";
import { markdownTable, RESULTS_DIR, writeResults } from "./results-file.ts";
import { median } from "./same-run.ts";
import { benchPort, ROOT, type RunningServer, startAppServer, startBaselineServer } from "./server-process.ts";
import { type SourceLookup, type SourcePosition, sourceLookup } from "./source-map-lookup.ts";
import {
  type Breakdown,
  breakdown,
  GROUPS,
  rendererMain,
  samplesOf,
  type TraceEvent,
  tasksOf,
  type Window,
} from "./trace-breakdown.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * Chrome's CPU throttling (Lighthouse's mobile preset slows the CPU 4×). BENCH_TRACE_SLOWDOWN=1 traces at full
 * speed, as Lighthouse's own (simulated) runs do before they multiply by 4: less noise from the throttling itself.
 */
const SLOWDOWN = Number(process.env.BENCH_TRACE_SLOWDOWN ?? 4);
const HYDRATED_MARK = "frame-trace:hydrated";
const targets = pathArguments(["/angebot"]);
/** Other built checkouts to trace in the same rounds (comma-separated), each named by its folder. */
const otherRoots = (process.env.BENCH_BEFORE ?? "")
  .split(",")
  .filter(Boolean)
  .map((root) => resolve(root));
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * BENCH_TRACE_NETWORK=slow-4g: the line Lighthouse's DevTools throttling applies for its mobile preset (562.5 ms per
 * request, 1 474.56 kbit/s down, 675 up), for where round trips (the catalogue's, the modules') fall on a slow line.
 * Without it the load runs at the loopback's speed, as Lighthouse's own (simulated) runs observe it.
 */
const SLOW_4G = process.env.BENCH_TRACE_NETWORK === "slow-4g";

/**
 * A user-timing mark when the app sets `<html data-hydrated>` (root.tsx), so the trace shows where hydration ended,
 * and a promise the bench awaits once (polling from Playwright would run its own scripts in the measured page).
 * The document has no `<html>` yet when this runs, so the observer watches the document.
 */
const MARK_HYDRATED = `window.__frameTraceHydrated = new Promise((resolve) => {
  new MutationObserver((changes, observer) => {
    if (document.documentElement && document.documentElement.hasAttribute("data-hydrated")) {
      performance.mark(${JSON.stringify(HYDRATED_MARK)});
      observer.disconnect();
      resolve();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
});`;

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "v8",
  "blink.user_timing",
  "loading",
  "toplevel",
  "disabled-by-default-v8.cpu_profiler",
];

/** Source maps of one build, read on first use: /assets/x.js → <root>/build/client/assets/x.js.map. */
function sourcesOf(root: string) {
  const maps = new Map<string, SourceLookup | null>();
  return (url: string, line: number, column: number): SourcePosition | null => {
    const path = new URL(url).pathname;
    if (!maps.has(path)) {
      const file = resolve(root, "build/client", `.${path}.map`);
      maps.set(path, existsSync(file) ? sourceLookup(JSON.parse(readFileSync(file, "utf8"))) : null);
    }
    return maps.get(path)?.positionAt(line, column) ?? null;
  };
}

interface Variant {
  name: string;
  server: RunningServer;
  /** The build's root (for its source maps); null for the baseline, which has none. */
  root: string | null;
  path: (target: string) => string;
}

/** One load's breakdown, with its moments in ms after navigation (NaN where the page has no such thing). */
type Run = Breakdown & { hydrated: number; firstPaint: number; catalogue: number; modules: number };

async function traceOnce(variant: Variant, target: string, file: string): Promise<Run> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({
      // Headless Chromium announces itself as "HeadlessChrome", which the crawler list (isbot) treats as a bot.
      userAgent:
        "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36",
      viewport: { width: 412, height: 823 },
      isMobile: true,
    });
    await context.addInitScript(MARK_HYDRATED);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (SLOWDOWN !== 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
    if (SLOW_4G) {
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1474.56 * 1024) / 8,
        uploadThroughput: (675 * 1024) / 8,
      });
    }
    await browser.startTracing(page, { categories: CATEGORIES });
    // Tracing reaches the renderer a moment after the call returns; a navigation started at once can miss it.
    await page.waitForTimeout(300);
    const url = `${variant.server.url}${variant.path(target)}`;
    await page.goto(url, { waitUntil: "load" });
    if (variant.root) {
      await page.evaluate(() => (window as unknown as { __frameTraceHydrated: Promise<void> }).__frameTraceHydrated);
    }
    // What starts after hydration (prefetch, field data) and the idle-time work after it, as Lighthouse waits for.
    await page.waitForTimeout(3000);
    const buffer = await browser.stopTracing();
    const firstLoad = new Set(
      await page.evaluate(() => [
        ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href),
        ...[...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((s) => s.src),
      ]),
    );
    const documentUrl = page.url();
    writeFileSync(file, buffer);
    const parsed = JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
    const main = rendererMain(events, documentUrl);
    const onMain = (e: TraceEvent) => e.pid === main.pid && e.ts >= main.navigationStart;
    const firstPaint =
      events.find((e) => e.name === "firstContentfulPaint" && onMain(e))?.ts ??
      events.find((e) => e.name === "firstPaint" && onMain(e))?.ts;
    if (firstPaint === undefined) throw new Error(`No first paint in the trace of ${url}`);
    const hydrated = events.find((e) => e.name === HYDRATED_MARK && onMain(e))?.ts;
    const windows: Window[] = [
      { name: "to first paint", from: main.navigationStart, to: firstPaint },
      ...(hydrated
        ? [
            { name: "first paint → hydrated", from: firstPaint, to: hydrated },
            { name: "after hydration", from: hydrated, to: Number.POSITIVE_INFINITY },
          ]
        : [{ name: "after first paint", from: firstPaint, to: Number.POSITIVE_INFINITY }]),
    ];
    const scripts = events
      .filter((e) => e.name === "ResourceSendRequest" && e.pid === main.pid)
      .map((e) => String(e.args?.data?.url ?? ""))
      .filter((u) => u.endsWith(".js"));
    const result = breakdown(
      tasksOf(events, main, main.navigationStart),
      samplesOf(events, main),
      windows,
      {
        documentUrl,
        positionOf: variant.root ? sourcesOf(variant.root) : () => null,
        lateChunks: new Set(scripts.filter((u) => !firstLoad.has(u))),
      },
      main.navigationStart,
    );
    // When the catalogue (decision 0009) and the last module of the first load arrived: hydration waits for both.
    const sent = new Map(
      events
        .filter((e) => e.name === "ResourceSendRequest" && e.pid === main.pid)
        .map((e) => [String(e.args?.data?.requestId), String(e.args?.data?.url ?? "")]),
    );
    const arrivals = events
      .filter((e) => e.name === "ResourceFinish" && e.pid === main.pid)
      .map((e) => ({ url: sent.get(String(e.args?.data?.requestId)) ?? "", at: (e.ts - main.navigationStart) / 1000 }));
    const catalogue = arrivals.find((a) => a.url.includes("/i18n/"))?.at ?? Number.NaN;
    const modules = Math.max(...arrivals.filter((a) => firstLoad.has(a.url)).map((a) => a.at));
    return {
      ...result,
      hydrated: hydrated ? (hydrated - main.navigationStart) / 1000 : Number.NaN,
      firstPaint: (firstPaint - main.navigationStart) / 1000,
      catalogue,
      modules,
    };
  } finally {
    await browser.close();
  }
}

/** The median of each cell over the runs (a part missing in a run counts as 0 there). */
function medianCells(runs: readonly Run[], pick: (run: Run) => Record<string, Record<string, number>>) {
  const out: Record<string, Record<string, number>> = {};
  const windows = new Set(runs.flatMap((r) => Object.keys(pick(r))));
  for (const window of windows) {
    const keys = new Set(runs.flatMap((r) => Object.keys(pick(r)[window] ?? {})));
    out[window] = {};
    for (const key of keys) out[window][key] = median(runs.map((r) => pick(r)[window]?.[key] ?? 0));
  }
  return out;
}

function table(cells: Record<string, Record<string, number>>, rowOrder?: readonly string[]) {
  const windows = Object.keys(cells);
  const rows = rowOrder ?? [...new Set(windows.flatMap((w) => Object.keys(cells[w] ?? {})))];
  const sum = (row: string) => windows.reduce((s, w) => s + (cells[w]?.[row] ?? 0), 0);
  const sorted = rowOrder ? rows : [...rows].sort((a, b) => sum(b) - sum(a));
  return markdownTable(
    ["", ...windows, "all"],
    sorted
      .filter((row) => sum(row) >= 0.5)
      .map((row) => [row, ...windows.map((w) => (cells[w]?.[row] ?? 0).toFixed(0)), sum(row).toFixed(0)]),
  );
}

const servers: RunningServer[] = [];
try {
  const app = await startAppServer({ port: benchPort(14), env: { LOG_LEVEL: "warn" } });
  servers.push(app);
  const baseline = await startBaselineServer({ port: benchPort(15) });
  servers.push(baseline);
  const variants: Variant[] = [{ name: "app", server: app, root: ROOT, path: (t) => t }];
  for (const [i, root] of otherRoots.entries()) {
    const server = await startAppServer({ port: benchPort(16 + i), root, env: { LOG_LEVEL: "warn" } });
    servers.push(server);
    variants.push({ name: basename(root), server, root, path: (t) => t });
  }
  variants.push({ name: "empty page", server: baseline, root: null, path: () => "/" });
  const dir = resolve(RESULTS_DIR, "traces");
  mkdirSync(dir, { recursive: true });
  console.log(
    `Chrome traces at ${SLOWDOWN}× CPU${SLOW_4G ? " on a slow 4G line" : ""}, ${RUNS} rounds; each round every page, then the empty page\n`,
  );
  const runs = new Map<string, Run[]>();
  for (let round = 0; round < RUNS; round++) {
    for (const target of targets) {
      // Every other round in the opposite order, so that no build is always the one measured first.
      for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
        const id = variant.root ? `${variant.name} ${target}` : variant.name;
        if (!variant.root && target !== targets[0]) continue;
        const file = resolve(dir, `${id.replace(/\W+/g, "_")}-${round}.trace.json`);
        // A load the trace missed the start of (no navigation in it) is tried once more.
        const run = await traceOnce(variant, target, file).catch(() => traceOnce(variant, target, file));
        runs.set(id, [...(runs.get(id) ?? []), run]);
        console.log(
          `round ${round + 1} ${id.padEnd(24)} main thread ${run.total.toFixed(0)} ms (CPU ${run.cpu.toFixed(0)}, after the first paint ${run.cpuAfterPaint.toFixed(0)}), blocking ${run.blocking.toFixed(0)} ms, inline-script tasks after the first paint ${run.inlineTasks.count} (${run.inlineTasks.ms.toFixed(0)} ms, CPU ${run.inlineTasks.cpu.toFixed(1)}); first paint ${run.firstPaint.toFixed(0)}, catalogue ${run.catalogue.toFixed(0)}, modules ${run.modules.toFixed(0)}, hydrated ${run.hydrated.toFixed(0)} ms`,
        );
      }
    }
  }
  const sections = [...runs].map(([id, list]) => {
    const totals = list.map((r) => r.total);
    const medianRun = list.find((r) => r.total === median(totals)) ?? list[0];
    const groups = medianCells(list, (r) => r.groups);
    const parts = medianCells(list, (r) => r.parts);
    const at = (pick: (r: Run) => number) => median(list.map(pick)).toFixed(0);
    const places = medianCells(list, (r) => r.places);
    const hot = Object.entries(places)
      .filter(([part]) => !part.startsWith("module evaluation"))
      .map(([part, byPlace]) => ({ part, byPlace, sum: Object.values(byPlace).reduce((a, b) => a + b, 0) }))
      .sort((a, b) => b.sum - a.sum)
      .slice(0, 6)
      .map(
        ({ part, byPlace }) =>
          `- ${part}: ${Object.entries(byPlace)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 6)
            .map(([place, value]) => `\`${place}\` ${value.toFixed(1)}`)
            .join(", ")}`,
      )
      .join("\n");
    return `### ${id}\n\nMain-thread work ${median(totals).toFixed(0)} ms (${totals.map((t) => t.toFixed(0)).join(", ")}); its CPU time ${at((r) => r.cpu)} ms (${list.map((r) => r.cpu.toFixed(0)).join(", ")}), ${at((r) => r.cpuAfterPaint)} after the first paint; blocking after the first paint ${at((r) => r.blocking)} ms; ${at((r) => r.inlineTasks.count)} tasks after the first paint ran the document's inline scripts (the paint-first loader), ${at((r) => r.inlineTasks.ms)} ms, CPU ${at((r) => r.inlineTasks.cpu)} ms. Medians, ms after navigation: first paint ${at((r) => r.firstPaint)}, the catalogue arrived ${at((r) => r.catalogue)}, the last first-load module ${at((r) => r.modules)}, hydrated ${at((r) => r.hydrated)}.\n\nBy kind of work (trace events' self time, ms):\n\n${table(groups, GROUPS)}\n\nJavaScript by part (sampled, ms):\n\n${table(parts)}\n\nWhere in each part (sampled ms by the innermost function's source line):\n\n${hot}\n\nTasks after the first paint in the median run (start ms, duration ms, largest part): ${(
      medianRun?.tasks ?? []
    )
      .filter((t) => t.duration >= 2)
      .map((t) => `${t.start.toFixed(0)}: ${t.duration.toFixed(1)} (${t.main})`)
      .join("; ")}.\n\n"Other" by trace event (self time, ms; the top ten): ${Object.entries(
      medianCells(list, (r) => ({ all: r.other })).all ?? {},
    )
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([name, value]) => `${name} ${value.toFixed(0)}`)
      .join(", ")}.`;
  });
  const markdown = `## Main-thread work by part, same rounds\n\nChrome traces at ${SLOWDOWN}× CPU${SLOW_4G ? " on a slow 4G line" : ""} (Playwright, ${chromiumPath}), ${RUNS} rounds, medians per cell. ${new Date().toISOString()}.\n\n${sections.join("\n\n")}`;
  console.log(`\n${markdown}`);
  writeResults("frame-trace", { date: new Date().toISOString(), runs: Object.fromEntries(runs) }, markdown);
} finally {
  for (const server of servers) await server.stop();
}
