/**
 * `npm start`: builds when the production build is missing or older than the sources, then starts the
 * production server (with the embedded demo backend when API_BASE_URL is unset).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const BUILD_MARKER = join(ROOT, "build/server/index.js");
const SOURCES = ["app", "server/app.ts", "vite.config.ts", "react-router.config.ts", "package-lock.json", "public"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function buildIsStale(): boolean {
  if (!existsSync(BUILD_MARKER)) return true;
  const built = statSync(BUILD_MARKER).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(ROOT, source)) > built);
}

if (buildIsStale()) {
  console.log("Building the production bundle (sources changed since the last build) …");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/main.ts");
