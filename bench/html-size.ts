/**
 * The HTML of each page (gzip at the server's level for documents) and what it carries: the loader data
 * (bench/html-payload.ts); and the page's message catalogue, a file of its own that the browser fetches once per
 * language and area and keeps (gzip at the level for files). Starts the production server with the demo backend.
 * Usage: npm run bench:html [-- /path …]. Writes bench/results/html-size.{json,md}.
 */
import { FILE_GZIP_LEVEL } from "../server/compression.ts";
import { analyseHtml, gzipSize, type HtmlPayload } from "./html-payload.ts";
import { markdownTable, writeResults } from "./results-file.ts";
import { benchPort, startAppServer } from "./server-process.ts";

const PAGES: Record<string, string | undefined> = {
  "/": undefined,
  "/angebot": undefined,
  "/angebot/demo-offer-standard": undefined,
  // A checkout step renders for a chosen cart only (see bench/lighthouse.ts).
  "/angebot/demo-offer-standard/meine-daten": "offer_choice=0.Standard.demo-offer-standard",
  "/idv/demo-idv-selection?brand=aldi": undefined,
  "/kuendigung": undefined,
  "/en/kuendigung": undefined,
  "/tr/kuendigung": undefined,
};
const given = process.argv.slice(2).filter((a) => a.startsWith("/"));
const paths = given.length > 0 ? given : Object.keys(PAGES);

const server = await startAppServer({ port: benchPort(2), env: { LOG_LEVEL: "warn" } });
interface Row extends HtmlPayload {
  path: string;
  status: number;
  catalogueBytes: number;
  catalogueGzip: number;
  catalogueKeys: number;
}
const rows: Row[] = [];
try {
  for (const path of paths) {
    const cookie = PAGES[path];
    const response = await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });
    const payload = analyseHtml(await response.text());
    const catalogue = payload.catalogueUrl ? await (await fetch(`${server.url}${payload.catalogueUrl}`)).text() : "";
    rows.push({
      path,
      status: response.status,
      ...payload,
      catalogueBytes: Buffer.byteLength(catalogue),
      catalogueGzip: catalogue ? gzipSize(catalogue, FILE_GZIP_LEVEL) : 0,
      catalogueKeys: catalogue ? Object.keys(JSON.parse(catalogue)).length : 0,
    });
  }
} finally {
  await server.stop();
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const table = markdownTable(
  [
    "page",
    "status",
    "HTML kB",
    "HTML gzip kB",
    "loader data kB",
    "loader data gzip kB",
    "catalogue file kB (keys)",
    "catalogue file gzip kB",
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
  ]),
);
const markdown = `## HTML per page\n\nRaw and gzip bytes of each page's document (gzip at the server's levels: documents 4, files 6); loader data: React Router's streamed loader-data scripts (gzip: how much smaller the gzip page is without them); catalogue file: the page's messages, fetched once per language and area and kept by the browser (its address names its content).\n\n${table}`;
console.log(markdown);
writeResults("html-size", { date: new Date().toISOString(), pages: rows }, markdown);
const failed = rows.filter((r) => r.status !== 200);
if (failed.length > 0) {
  console.error(`\nNot 200: ${failed.map((r) => `${r.path} (${r.status})`).join(", ")}`);
  process.exitCode = 1;
}
