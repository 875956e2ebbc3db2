/**
 * Lighthouse (mobile preset: simulated slow 4G and 4× CPU slowdown) against the production build with the
 * embedded demo backend. Usage: npm run bench:lighthouse [-- /kuendigung /en/kuendigung …]; checkout steps
 * (`/angebot/demo-offer-tm/zusammenfassung`) get the cart and payment cookies they need.
 * Lighthouse itself is fetched on demand (pinned) so that `npm install` stays lean for CI.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { markdownTable, writeResults } from "./results-file.ts";

const ROOT = resolve(import.meta.dirname, "..");
const LIGHTHOUSE = "lighthouse@13.5.0";
const PORT = Number(process.env.BENCH_PORT ?? 4300);

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const paths = process.argv.slice(2).filter((a) => a.startsWith("/"));
const targets = paths.length > 0 ? paths : ["/", "/kuendigung"];
const chromium =
  process.env.CHROME_PATH ?? spawnSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).stdout.trim();

if (!chromium) {
  console.error("Chromium is missing: install it with `apt-get install -y chromium`.");
  process.exit(1);
}

async function waitForServer(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server did not start at ${url}`);
}

interface Audit {
  numericValue?: number;
}

/**
 * A checkout step renders only for a chosen cart (its cookie), and the summary only with a payment choice: the
 * bench sets the cart cookie and saves the payment step through the app itself (SEPA), as a customer would, and
 * hands the cookies to Lighthouse, so the measured page is the step itself.
 */
const cookieCache = new Map<string, string | null>();
async function cookiesFor(path: string): Promise<string | null> {
  const step = /\/angebot\/([^/]+)\/(meine-daten|ausweisdaten|zahlung|zusammenfassung)$/.exec(path);
  if (!step?.[1]) return null;
  if (cookieCache.has(path)) return cookieCache.get(path) ?? null;
  const token = step[1];
  const cookies = [`offer_choice=0.Standard.${token}`];
  if (step[2] === "zusammenfassung") {
    const form = new URLSearchParams({
      paymentMethod: "sepa",
      iban: "DE89370400440532013000",
      accountHolder: "Erika Mustermann",
      mandate: "accepted",
    });
    const saved = await fetch(`http://localhost:${PORT}/angebot/${token}/zahlung`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookies[0] ?? "" },
      redirect: "manual",
    });
    const payment = saved.headers.getSetCookie().find((c) => c.startsWith("offer_payment="));
    if (!payment) throw new Error(`The payment step of ${token} did not save (status ${saved.status})`);
    cookies.push(payment.split(";")[0] ?? "");
  }
  const header = cookies.join("; ");
  cookieCache.set(path, header);
  return header;
}

/**
 * One Lighthouse run. A run that Lighthouse itself gives up on (e.g. NO_NAVSTART, "something went wrong with
 * recording the trace") is tried once more; a second failure stops the bench.
 */
function run(url: string, out: string, cookie: string | null) {
  if (lighthouse(url, out, cookie) !== 0 && lighthouse(url, out, cookie) !== 0) {
    throw new Error(`Lighthouse failed for ${url}`);
  }
  return readReport(out);
}

function lighthouse(url: string, out: string, cookie: string | null): number | null {
  const result = spawnSync(
    "npm",
    [
      "exec",
      "--yes",
      `--package=${LIGHTHOUSE}`,
      "--",
      "lighthouse",
      url,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync",
    ],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: chromium }, stdio: ["ignore", "ignore", "inherit"] },
  );
  return result.status;
}

function readReport(out: string) {
  const report = JSON.parse(readFileSync(out, "utf8"));
  const audit = (id: string) => (report.audits[id] as Audit).numericValue ?? Number.NaN;
  const category = (id: string) => Math.round((report.categories[id]?.score ?? Number.NaN) * 100);
  return {
    score: category("performance"),
    a11y: category("accessibility"),
    bp: category("best-practices"),
    seo: category("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    si: audit("speed-index"),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const server = spawn(process.execPath, ["server/main.ts"], {
  cwd: ROOT,
  // Production (server/node-env.ts) with the embedded demo backend, which production starts only when asked.
  env: { ...process.env, PORT: String(PORT), LOG_LEVEL: "warn", DATA_DIR: ".data/bench", DEMO_API: "1" },
  stdio: "inherit",
});
try {
  await waitForServer(`http://localhost:${PORT}/readyz`);
  // A production server is warm: let it compile and cache before it is measured.
  for (let i = 0; i < 5; i++) {
    for (const path of targets) {
      const cookie = await cookiesFor(path);
      await fetch(`http://localhost:${PORT}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
    }
  }
  const dir = resolve(ROOT, "bench/results");
  mkdirSync(dir, { recursive: true });
  console.log(`Lighthouse ${LIGHTHOUSE}, mobile preset, median of ${RUNS} runs, Chromium at ${chromium}\n`);
  console.log(`${"path".padEnd(40)} score  FCP ms  LCP ms  TBT ms   CLS    SI ms  a11y   BP  SEO  runs`);
  const rows: (string | number)[][] = [];
  for (const path of targets) {
    const cookie = await cookiesFor(path);
    const runs = Array.from({ length: RUNS }, (_, i) =>
      run(`http://localhost:${PORT}${path}`, resolve(dir, `lighthouse-${path.replace(/\W+/g, "_")}-${i}.json`), cookie),
    );
    const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
    console.log(
      `${path.padEnd(40)} ${String(m("score")).padStart(5)} ${m("fcp").toFixed(0).padStart(7)} ${m("lcp").toFixed(0).padStart(7)} ${m("tbt").toFixed(0).padStart(7)} ${m("cls").toFixed(3).padStart(6)} ${m("si").toFixed(0).padStart(8)} ${String(m("a11y")).padStart(5)} ${String(m("bp")).padStart(4)} ${String(m("seo")).padStart(4)}  ${runs.map((r) => r.score).join(",")}`,
    );
    rows.push([
      `\`${path}\``,
      m("score"),
      m("fcp").toFixed(0),
      m("lcp").toFixed(0),
      m("tbt").toFixed(0),
      m("cls").toFixed(3),
      m("si").toFixed(0),
      m("a11y"),
      m("bp"),
      m("seo"),
      runs.map((r) => r.score).join(", "),
    ]);
  }
  const table = markdownTable(
    [
      "path",
      "performance",
      "FCP ms",
      "LCP ms",
      "TBT ms",
      "CLS",
      "SI ms",
      "accessibility",
      "best practices",
      "SEO",
      "runs",
    ],
    rows,
  );
  writeResults(
    "lighthouse",
    { date: new Date().toISOString(), lighthouse: LIGHTHOUSE, runs: RUNS, rows },
    `## Lighthouse\n\n${LIGHTHOUSE}, mobile preset, median of ${RUNS} runs, ${new Date().toISOString()}.\n\n${table}`,
  );
} finally {
  server.kill("SIGTERM");
}
