/**
 * Lighthouse (mobile preset: simulated slow 4G and 4× CPU slowdown) against the production build with the embedded
 * demo backend, interleaved with the same Lighthouse against the empty React Router page of bench/baseline-app
 * (page, baseline, page, baseline, …): an absolute score from one machine is not a figure, a ratio to the
 * framework's own floor measured in the same minutes is. The frame page `/angebot` (the product's lightest page: its
 * frame, catalogue, analytics and loader around one text) is measured in every round too, as the second baseline.
 * Per page: score, FCP, LCP, TBT, CLS, main-thread work and long tasks (medians), beside both baselines, each run's
 * ratio to the baseline run right after it (median and range: how much the rounds spread), and the goals
 * (bench/same-run.ts).
 *
 * Usage: npm run bench:lighthouse [-- /kuendigung /angebot/demo-offer-tm/meine-daten …] (default: the six pages of
 * the goals); checkout steps get the cookies they need (bench/checkout-cookies.ts).
 * BENCH_RUNS=5 runs per page (and as many baseline runs beside them). BENCH_PORT moves the servers' ports
 * (bench/server-process.ts: app +4, baseline +5). BENCH_SCRIPTS=both also measures the app with React Router's
 * own `<Scripts>` (PAINT_FIRST_SCRIPTS=0, a second server on +6) in the same rounds, on a build made with
 * `VITE_SCRIPTS_SWITCH=1` (app/platform/http/paint-first-scripts.tsx): decision 0006. BENCH_BEFORE=<another
 * checkout, built> measures that checkout's server (+13) in the same rounds as well: a change's before and after.
 * With either, a second table gives this build over the other one round by round (main-thread work, TBT, LCP).
 * Exit code: 1 when a run could not be measured; a missed goal is reported (pass/fail per goal in the output and
 * in bench/results/lighthouse.{json,md}) and exits 1 only with BENCH_STRICT=1, since single runs on a shared
 * machine move by several points. Lighthouse itself is fetched on demand (pinned), so `npm install` stays lean.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { checkoutCookies } from "./checkout-cookies.ts";
import { pathArguments } from "./load-run.ts";
import { markdownTable, RESULTS_DIR, writeResults } from "./results-file.ts";
import {
  frameGoals,
  type LighthouseFigures,
  lighthouseGoals,
  median,
  pairedRatios,
  ratio,
  spreadText,
  verdict,
} from "./same-run.ts";
import { benchPort, ROOT, type RunningServer, startAppServer, startBaselineServer } from "./server-process.ts";

const LIGHTHOUSE = "lighthouse@13.5.0";
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** The frame page: measured in every round as the second baseline, whichever pages are asked for. */
const FRAME_PAGE = "/angebot";
/** The pages of the goals: start, offer, two checkout steps, identity verification, termination. */
const LIGHTHOUSE_PAGES = [
  "/",
  "/angebot/demo-offer-standard",
  "/angebot/demo-offer-tm/meine-daten",
  "/angebot/demo-offer-tm/zusammenfassung",
  // The IDV page redirects to name its brand (?brand=); the measured page is the one it lands on.
  "/idv/demo-idv-selection?brand=aldi",
  "/kuendigung",
];
const targets = [FRAME_PAGE, ...pathArguments(LIGHTHOUSE_PAGES).filter((path) => path !== FRAME_PAGE)];
const compareScripts = process.env.BENCH_SCRIPTS === "both";
const beforeRoot = process.env.BENCH_BEFORE ? resolve(process.env.BENCH_BEFORE) : null;
const chromium =
  process.env.CHROME_PATH ?? spawnSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).stdout.trim();

if (!chromium) {
  console.error("Chromium is missing: install it with `apt-get install -y chromium`.");
  process.exit(1);
}

/** The Lighthouse CLI of the pinned version, fetched once into npm's cache; then started directly for each run. */
function lighthouseBin(): string {
  const found = spawnSync(
    "npm",
    ["exec", "--yes", `--package=${LIGHTHOUSE}`, "--", "sh", "-c", "command -v lighthouse"],
    {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const bin = found.stdout.trim().split("\n").at(-1);
  if (found.status !== 0 || !bin) throw new Error(`Could not fetch ${LIGHTHOUSE}`);
  return bin;
}

interface Run extends LighthouseFigures {
  a11y: number;
  bp: number;
  seo: number;
}

interface Audit {
  numericValue?: number;
  details?: { items?: unknown[] };
}

function readReport(out: string): Run {
  const report = JSON.parse(readFileSync(out, "utf8"));
  const audit = (id: string) => report.audits[id] as Audit | undefined;
  const value = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const category = (id: string) => Math.round((report.categories[id]?.score ?? Number.NaN) * 100);
  return {
    score: category("performance"),
    a11y: category("accessibility"),
    bp: category("best-practices"),
    seo: category("seo"),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    mainThread: value("mainthread-work-breakdown"),
    longTasks: audit("long-tasks")?.details?.items?.length ?? 0,
  };
}

const bin = lighthouseBin();
function lighthouse(url: string, out: string, cookie: string | null, categories: string): number | null {
  return spawnSync(
    bin,
    [
      url,
      `--only-categories=${categories}`,
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync",
    ],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: chromium }, stdio: ["ignore", "ignore", "inherit"] },
  ).status;
}

/**
 * One Lighthouse run. A run that Lighthouse itself gives up on (e.g. NO_NAVSTART, "something went wrong with
 * recording the trace") is tried once more; a second failure stops the bench.
 */
function measure(url: string, out: string, cookie: string | null, categories: string): Run {
  if (lighthouse(url, out, cookie, categories) !== 0 && lighthouse(url, out, cookie, categories) !== 0) {
    throw new Error(`Lighthouse failed for ${url}`);
  }
  return readReport(out);
}

const medians = (runs: Run[]): Run => {
  const m = (key: keyof Run) => median(runs.map((r) => r[key]));
  return {
    score: m("score"),
    a11y: m("a11y"),
    bp: m("bp"),
    seo: m("seo"),
    fcp: m("fcp"),
    lcp: m("lcp"),
    tbt: m("tbt"),
    cls: m("cls"),
    mainThread: m("mainThread"),
    longTasks: m("longTasks"),
  };
};

async function warm(server: RunningServer, paths: readonly string[], cookies: Map<string, string | null>) {
  for (let i = 0; i < 5; i++) {
    for (const path of paths) {
      const cookie = cookies.get(path);
      await fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
    }
  }
}

const servers: RunningServer[] = [];
try {
  const app = await startAppServer({ port: benchPort(4), env: { LOG_LEVEL: "warn" } });
  servers.push(app);
  const own = compareScripts
    ? await startAppServer({ port: benchPort(6), env: { LOG_LEVEL: "warn", PAINT_FIRST_SCRIPTS: "0" } })
    : null;
  if (own) {
    servers.push(own);
    const html = await (await fetch(`${own.url}/`)).text();
    if (html.includes("rr-deferred-modules")) {
      throw new Error("BENCH_SCRIPTS=both needs a build with the switch: VITE_SCRIPTS_SWITCH=1 npm run build");
    }
  }
  const before = beforeRoot
    ? await startAppServer({ port: benchPort(13), root: beforeRoot, env: { LOG_LEVEL: "warn" } })
    : null;
  if (before) servers.push(before);
  const baseline = await startBaselineServer({ port: benchPort(5) });
  servers.push(baseline);

  // Cookies per server: the payment step's cookie is signed by the server that saved it (same secret, but kept apart).
  const variants = [
    { name: "app", server: app },
    ...(own ? [{ name: "<Scripts>", server: own }] : []),
    ...(before ? [{ name: "before", server: before }] : []),
  ];
  const cookies = new Map<string, Map<string, string | null>>();
  for (const { name, server } of variants) {
    const byPath = new Map<string, string | null>();
    for (const path of targets) byPath.set(path, await checkoutCookies(server.url, path));
    cookies.set(name, byPath);
    // A production server is warm: let it compile and cache before it is measured.
    await warm(server, targets, byPath);
  }
  await warm(baseline, ["/"], new Map());

  const dir = resolve(RESULTS_DIR, "lighthouse");
  mkdirSync(dir, { recursive: true });
  console.log(
    `${LIGHTHOUSE}, mobile preset, ${RUNS} rounds; each round: every page, each followed by the baseline (${baseline.url}/). Chromium at ${chromium}\n`,
  );
  const pageRuns = new Map<string, Run[]>();
  const baselineRuns = new Map<string, Run[]>();
  const key = (variant: string, path: string) => `${variant} ${path}`;
  for (let round = 0; round < RUNS; round++) {
    for (const path of targets) {
      for (const { name, server } of variants) {
        const id = key(name, path);
        const slug = `${name === "app" ? "" : `${name.replace(/\W+/g, "")}-`}${path.replace(/\W+/g, "_")}-${round}`;
        const page = measure(
          `${server.url}${path}`,
          resolve(dir, `${slug}.json`),
          cookies.get(name)?.get(path) ?? null,
          "performance,accessibility,best-practices,seo",
        );
        const base = measure(`${baseline.url}/`, resolve(dir, `baseline-after${slug}.json`), null, "performance");
        pageRuns.set(id, [...(pageRuns.get(id) ?? []), page]);
        baselineRuns.set(id, [...(baselineRuns.get(id) ?? []), base]);
        console.log(
          `round ${round + 1} ${id.padEnd(52)} score ${page.score} TBT ${page.tbt.toFixed(0)} MT ${page.mainThread.toFixed(0)} | baseline ${base.score} TBT ${base.tbt.toFixed(0)} MT ${base.mainThread.toFixed(0)}`,
        );
      }
    }
  }

  const rows = [...pageRuns.keys()].map((id) => {
    const [variant, path] = id.split(" ") as [string, string];
    const runs = pageRuns.get(id) ?? [];
    const page = medians(runs);
    const base = medians(baselineRuns.get(id) ?? []);
    // The frame page of the same build, measured in the same rounds.
    const frame = medians(pageRuns.get(key(variant, FRAME_PAGE)) ?? []);
    const goals = path === FRAME_PAGE ? frameGoals(page, base) : lighthouseGoals(page, base, frame);
    return {
      variant,
      path,
      page,
      baseline: base,
      frame,
      ratios: {
        tbt: ratio(page.tbt, base.tbt),
        mainThread: ratio(page.mainThread, base.mainThread),
        mainThreadOverFrame: ratio(page.mainThread, frame.mainThread),
        lcp: ratio(page.lcp, base.lcp),
        fcp: ratio(page.fcp, base.fcp),
      },
      // Each run over the baseline run right after it: the spread of the rounds beside the medians' ratio.
      mainThreadByRound: pairedRatios(
        runs.map((r) => r.mainThread),
        (baselineRuns.get(id) ?? []).map((r) => r.mainThread),
      ),
      scores: runs.map((r) => r.score),
      baselineScores: (baselineRuns.get(id) ?? []).map((r) => r.score),
      goals,
      met: goals.every((g) => g.pass),
    };
  });
  const f = (n: number) => n.toFixed(0);
  const table = markdownTable(
    [
      "page",
      "score (runs)",
      "FCP ms",
      "LCP ms",
      "TBT ms (− empty)",
      "CLS",
      "main-thread ms (× empty; × frame)",
      "main-thread × empty by round: median (range)",
      "long tasks",
      "empty page: score, FCP, LCP, TBT, main-thread, long tasks",
      "a11y / BP / SEO",
      "goals",
    ],
    rows.map((r) => [
      `${r.variant === "app" ? "" : `${r.variant} `}\`${r.path}\``,
      `${r.page.score} (${r.scores.join(", ")})`,
      f(r.page.fcp),
      f(r.page.lcp),
      `${f(r.page.tbt)} (${r.page.tbt - r.baseline.tbt >= 0 ? "+" : ""}${f(r.page.tbt - r.baseline.tbt)})`,
      r.page.cls.toFixed(3),
      `${f(r.page.mainThread)} (${r.ratios.mainThread}; ${r.path === FRAME_PAGE ? "frame" : r.ratios.mainThreadOverFrame})`,
      spreadText(r.mainThreadByRound),
      r.page.longTasks,
      `${r.baseline.score} (${r.baselineScores.join(", ")}), ${f(r.baseline.fcp)}, ${f(r.baseline.lcp)}, ${f(r.baseline.tbt)}, ${f(r.baseline.mainThread)}, ${r.baseline.longTasks}`,
      `${r.page.a11y} / ${r.page.bp} / ${r.page.seo}`,
      r.goals.map(verdict).join(", "),
    ]),
  );
  // The app against the other builds measured in the same rounds (BENCH_BEFORE, BENCH_SCRIPTS=both), round by round:
  // below 1, this checkout's build does less.
  const others = variants.filter((v) => v.name !== "app").map((v) => v.name);
  const against = others.flatMap((other) =>
    targets.map((path) => {
      const app = pageRuns.get(key("app", path)) ?? [];
      const theirs = pageRuns.get(key(other, path)) ?? [];
      const by = (pick: (r: Run) => number) => pairedRatios(app.map(pick), theirs.map(pick));
      return { other, path, mainThread: by((r) => r.mainThread), tbt: by((r) => r.tbt), lcp: by((r) => r.lcp) };
    }),
  );
  const againstTable =
    against.length === 0
      ? ""
      : `\n\n### The app against ${others.map((o) => `\`${o}\``).join(" and ")}, round by round\n\nEach round measures both servers back to back; a ratio below 1 means this checkout's app does less. Median of the rounds (lowest–highest), then every round.\n\n${markdownTable(
          ["page", "against", "main-thread work", "TBT", "LCP", "main-thread work by round"],
          against.map((a) => [
            `\`${a.path}\``,
            `\`${a.other}\``,
            spreadText(a.mainThread),
            spreadText(a.tbt),
            spreadText(a.lcp),
            a.mainThread.rounds.join(", "),
          ]),
        )}`;
  const missed = rows.filter((r) => !r.met);
  const summary = `Goals (score ≥ the empty page's − 2, TBT ≤ the empty page's + 50 ms, main-thread work ≤ 1.5 × the frame page's and the frame page's ≤ 1.5 × the empty page's, LCP ≤ 1 200 ms, CLS 0): ${
    missed.length === 0
      ? "all met"
      : `missed on ${missed.map((r) => `${r.variant === "app" ? "" : `${r.variant} `}${r.path}`).join(", ")}`
  }.`;
  const markdown = `## Lighthouse beside the empty React Router page and the frame page, same run\n\n${LIGHTHOUSE}, mobile preset (simulated slow 4G, 4× CPU), median of ${RUNS} runs per page, each run followed by one of the empty page (\`bench/baseline-app\`); the frame page \`${FRAME_PAGE}\` is measured in every round like the others. "× empty" is the page's median over the median of the empty-page runs interleaved with it, "× frame" over the frame page's median, "by round" each run over the empty-page run right after it. ${new Date().toISOString()}.\n\n${table}\n\n${summary}${againstTable}`;
  console.log(`\n${markdown}`);
  writeResults(
    "lighthouse",
    { date: new Date().toISOString(), lighthouse: LIGHTHOUSE, runs: RUNS, rows, against },
    markdown,
  );
  if (missed.length > 0 && process.env.BENCH_STRICT === "1") process.exitCode = 1;
} finally {
  for (const server of servers) await server.stop();
}
