/**
 * First-load JavaScript per route of the production build, gzip-compressed as the server sends it
 * (zlib level 6, the compression middleware's default). Reads the route manifest of `npm run build`.
 * Usage: npm run bench:size [-- --json]
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { patternOfRouteId } from "../app/route-table.ts";
import { budgetFor } from "./budgets.ts";

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
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
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
  const framework = total(filesOf(manifest.entry));
  const rows = Object.keys(manifest.routes)
    .filter((id) => id !== "root" && !id.startsWith("en.") && !id.startsWith("tr."))
    .map((id) => {
      const size = total(firstLoadFiles(manifest, id));
      const budget = budgetFor(id);
      return {
        route: patternOfRouteId(id) ?? id,
        id,
        ...size,
        budgetKb: budget,
        withinBudget: size.gzip / 1000 <= budget,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ frameworkGzip: framework.gzip, routes: rows }, null, 2));
  } else {
    console.log(`First-load JavaScript per route (German paths; /en and /tr load the same modules), gzip level 6.`);
    console.log(`Framework (entry + its imports): ${kB(framework.raw)} kB raw, ${kB(framework.gzip)} kB gzip\n`);
    console.log(`${"route".padEnd(36)} ${"raw kB".padStart(8)} ${"gzip kB".padStart(8)} ${"budget".padStart(7)}`);
    for (const r of rows) {
      const mark = r.withinBudget ? "ok" : "OVER";
      console.log(
        `${r.route.padEnd(36)} ${kB(r.raw).padStart(8)} ${kB(r.gzip).padStart(8)} ${String(r.budgetKb).padStart(7)} ${mark}`,
      );
    }
  }
  const over = rows.filter((r) => !r.withinBudget);
  if (over.length > 0) {
    console.error(`\n${over.length} route(s) over budget: ${over.map((r) => r.route).join(", ")}`);
    process.exitCode = 1;
  }
}

main();
