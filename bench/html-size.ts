/**
 * The HTML of each page (gzip level 6, as the server sends it) and what it carries: loader data and, inside it,
 * the message catalogue (bench/html-payload.ts). Starts the production server with the demo backend.
 * Usage: npm run bench:html [-- /path …]. Writes bench/results/html-size.{json,md}.
 */
import { analyseHtml, type HtmlPayload } from "./html-payload.ts";
import { markdownTable, writeResults } from "./results-file.ts";
import { benchPort, startAppServer } from "./server-process.ts";

const PAGES: Record<string, string | undefined> = {
  "/": undefined,
  "/angebot": undefined,
  "/angebot/demo-offer-standard": undefined,
  // A checkout step renders for a chosen cart only (see bench/lighthouse.ts).
  "/angebot/demo-offer-standard/meine-daten": "offer_choice=0.Standard.demo-offer-standard",
  "/idv/demo-idv-selection": undefined,
  "/kuendigung": undefined,
  "/en/kuendigung": undefined,
  "/tr/kuendigung": undefined,
};
const given = process.argv.slice(2).filter((a) => a.startsWith("/"));
const paths = given.length > 0 ? given : Object.keys(PAGES);

const server = await startAppServer({ port: benchPort(2), env: { LOG_LEVEL: "warn" } });
const rows: (HtmlPayload & { path: string; status: number })[] = [];
try {
  for (const path of paths) {
    const cookie = PAGES[path];
    const response = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
    rows.push({ path, status: response.status, ...analyseHtml(await response.text()) });
  }
} finally {
  await server.stop();
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const share = (part: number, whole: number) => `${Math.round((part / whole) * 100)} %`;
const table = markdownTable(
  [
    "page",
    "status",
    "HTML kB",
    "HTML gzip kB",
    "loader data kB",
    "loader data gzip kB",
    "catalogue kB (keys)",
    "catalogue gzip kB",
    "catalogue share of gzip",
  ],
  rows.map((r) => [
    `\`${r.path}\``,
    r.status,
    kB(r.htmlBytes),
    kB(r.htmlGzip),
    kB(r.loaderDataBytes),
    kB(r.loaderDataGzip),
    `${kB(r.catalogueBytes)} (${r.catalogueKeys})`,
    kB(r.catalogueGzip),
    share(r.catalogueGzip, r.htmlGzip),
  ]),
);
const markdown = `## HTML per page\n\nRaw and gzip (level 6) bytes of each page's document; loader data: React Router's streamed loader-data scripts; catalogue: the root loader's messages inside them. A part's gzip figure is how much smaller the gzip page is without it.\n\n${table}`;
console.log(markdown);
writeResults("html-size", { date: new Date().toISOString(), pages: rows }, markdown);
const failed = rows.filter((r) => r.status !== 200);
if (failed.length > 0) {
  console.error(`\nNot 200: ${failed.map((r) => `${r.path} (${r.status})`).join(", ")}`);
  process.exitCode = 1;
}
