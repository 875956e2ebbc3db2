/**
 * `npm start`: builds when the production build is missing or older than the sources, then starts the
 * production server. Without API_BASE_URL it asks for the embedded demo backend (DEMO_API=1) itself: a production
 * server refuses to start without a backend unless the demo is asked for explicitly, and a developer's `npm start`
 * is exactly that request.
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

if (!process.env.API_BASE_URL?.trim() && process.env.DEMO_API === undefined) process.env.DEMO_API = "1";

await import("../server/main.ts");
