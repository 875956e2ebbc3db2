/**
 * First-load JavaScript per route of the production build, gzip-compressed as the server sends it
 * (`FILE_GZIP_LEVEL`, 6, for the hashed bundles: server/compression.ts). Reads the route manifest of `npm run build`.
 * Usage: npm run bench:size [-- --json]; exits 1 when a route breaks a rule (a step of `npm test`): over its budget,
 * less than 2 kB under it, more than ten files, or a design system over its share (bench/size-rules.ts).
 * Writes bench/results/size.{json,md}.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { patternOfRouteId } from "../app/platform/routing/route-table.ts";
import { FILE_GZIP_LEVEL } from "../server/compression.ts";
import { budgetFor, designSystemBudgetFor, isDesignSystemModule, usesDatePicker } from "./budgets.ts";
import { markdownTable, writeResults } from "./results-file.ts";
import { MAX_FIRST_LOAD_FILES, MIN_ROOM_BYTES, roomOf, sizeProblems } from "./size-rules.ts";

const ROOT = resolve(import.meta.dirname, "..");
const CLIENT = resolve(ROOT, "build/client");

interface ManifestEntry {
  module: string;
  imports?: string[];
  parentId?: string;
}

interface Manifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { id: string }>;
}

function readManifest(): Manifest {
  const assets = resolve(CLIENT, "assets");
  const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error("No route manifest in build/client/assets: run `npm run build` first.");
  const text = readFileSync(resolve(assets, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "")) as Manifest;
}

const sizeCache = new Map<string, { raw: number; gzip: number }>();
function sizeOf(url: string) {
  let size = sizeCache.get(url);
  if (!size) {
    const bytes = readFileSync(resolve(CLIENT, `.${url}`));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: FILE_GZIP_LEVEL }).length };
    sizeCache.set(url, size);
  }
  return size;
}

function filesOf(entry: ManifestEntry): string[] {
  return [entry.module, ...(entry.imports ?? [])];
}

export function firstLoadFiles(manifest: Manifest, routeId: string): Set<string> {
  const files = new Set(filesOf(manifest.entry));
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (route) for (const f of filesOf(route)) files.add(f);
  }
  return files;
}

/** Rendered (pre-minification) bytes per module per chunk, written by bench/module-stats-plugin.ts. */
function readModuleStats(): Record<string, Record<string, number>> {
  return JSON.parse(readFileSync(resolve(ROOT, "build/stats/client-modules.json"), "utf8"));
}

/**
 * The design system's share of a route's first load: each chunk's gzip size, attributed to the design system
 * in proportion to the rendered bytes of its design-system modules (app/ui without the page frame, and the
 * UI libraries: react-aria, @internationalized, embla).
 */
function designSystemShare(files: Iterable<string>, stats: Record<string, Record<string, number>>) {
  let gzip = 0;
  let datePicker = false;
  for (const file of files) {
    const modules = Object.entries(stats[file] ?? {});
    const all = modules.reduce((sum, [, bytes]) => sum + bytes, 0);
    const ui = modules.filter(([id]) => isDesignSystemModule(id)).reduce((sum, [, bytes]) => sum + bytes, 0);
    if (modules.some(([id]) => usesDatePicker(id))) datePicker = true;
    if (all > 0) gzip += sizeOf(file).gzip * (ui / all);
  }
  return { gzip, datePicker };
}

function total(files: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const s = sizeOf(f);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { raw, gzip };
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

function main() {
  const manifest = readManifest();
  const stats = readModuleStats();
  const framework = total(filesOf(manifest.entry));
  const rows = Object.keys(manifest.routes)
    .filter((id) => id !== "root" && !id.startsWith("en.") && !id.startsWith("tr."))
    .map((id) => {
      const files = firstLoadFiles(manifest, id);
      const size = total(files);
      const budget = budgetFor(id);
      const ds = designSystemShare(files, stats);
      const dsBudget = designSystemBudgetFor(id, ds.datePicker);
      const row = {
        route: patternOfRouteId(id) ?? id,
        id,
        files: files.size,
        ...size,
        budgetKb: budget,
        room: roomOf({ gzip: size.gzip, budgetKb: budget }),
        designSystemGzip: Math.round(ds.gzip),
        datePicker: ds.datePicker,
        designSystemBudgetKb: dsBudget,
      };
      const problems = sizeProblems(row);
      return { ...row, problems, withinRules: problems.length === 0 };
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ frameworkGzip: framework.gzip, routes: rows }, null, 2));
  } else {
    console.log(
      `First-load JavaScript per route (German paths; /en and /tr load the same modules), gzip level ${FILE_GZIP_LEVEL}.`,
    );
    console.log(`Framework (entry + its imports): ${kB(framework.raw)} kB raw, ${kB(framework.gzip)} kB gzip.`);
    console.log("DS: the design system's share (app/ui without the page frame, plus react-aria, @internationalized,");
    console.log(
      "embla), attributed per chunk by rendered bytes; at most 40 kB with the date picker (dp), 20 kB without.\n",
    );
    console.log(
      `Each route: at most ${MAX_FIRST_LOAD_FILES} files, at least ${MIN_ROOM_BYTES} B gzip of room under its budget.\n`,
    );
    console.log(
      `${"route".padEnd(34)} ${"files".padStart(5)} ${"raw kB".padStart(7)} ${"gzip kB".padStart(8)} ${"budget".padStart(6)} ${"room B".padStart(7)} ${"DS kB".padStart(6)} ${"DS max".padStart(7)}`,
    );
    for (const r of rows) {
      const budget = r.budgetKb === null ? "-" : String(r.budgetKb);
      const dsBudget = r.designSystemBudgetKb === null ? "-" : `${r.designSystemBudgetKb}${r.datePicker ? " dp" : ""}`;
      console.log(
        `${r.route.padEnd(34)} ${String(r.files).padStart(5)} ${kB(r.raw).padStart(7)} ${kB(r.gzip).padStart(8)} ${budget.padStart(6)} ${String(r.room ?? "-").padStart(7)} ${kB(r.designSystemGzip).padStart(6)} ${dsBudget.padStart(7)} ${r.withinRules ? "ok" : r.problems.map((p) => p.rule.toUpperCase()).join(", ")}`,
      );
    }
  }
  writeResults(
    "size",
    { date: new Date().toISOString(), frameworkGzip: framework.gzip, routes: rows },
    `## First-load JavaScript (gzip)\n\n${markdownTable(
      ["route", "files", "gzip kB", "budget kB", "room B", "design system kB", "within the rules"],
      rows.map((r) => [
        `\`${r.route}\``,
        r.files,
        kB(r.gzip),
        r.budgetKb ?? "-",
        r.room ?? "-",
        `${kB(r.designSystemGzip)} / ${r.designSystemBudgetKb ?? "-"}`,
        r.withinRules ? "yes" : `**no**: ${r.problems.map((p) => p.rule).join(", ")}`,
      ]),
    )}`,
  );
  const problems = rows.flatMap((r) => r.problems);
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s) with the first loads:`);
    for (const p of problems) console.error(`- ${p.route} (${p.rule}): ${p.message}`);
    process.exitCode = 1;
  }
}

main();
