/**
 * The one-way imports of docs/architecture.md, checked on resolved paths (run by `npm run lint`). Biome's
 * `noRestrictedImports` matches the written specifier, so `../../../termination/…` slipped past it and every
 * feature needed its own list of every other feature; here one rule covers all features, whatever the path's form:
 * - a feature imports no other feature and no route;
 * - the design system (`app/ui`) and the platform (`app/platform`) import no feature and no route, and the
 *   design system's production code does not import the catalogues (`app/messages.ts`);
 * - only tests and other test support import test support (`*.test-support.*`), so it never reaches a build.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix, relative, resolve } from "node:path";

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  readonly path: string;
  readonly source: string;
}

export interface ImportProblem {
  readonly file: string;
  readonly specifier: string;
  readonly rule: string;
}

const SPECIFIERS = [
  /\b(?:import|export)\s+(?:type\s+)?[^;]*?\bfrom\s*["']([^"']+)["']/g,
  /\bimport\s*["']([^"']+)["']/g,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];

/** Every module specifier a source names (static, re-export, side-effect and dynamic imports). */
export function specifiersOf(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of SPECIFIERS) for (const match of source.matchAll(pattern)) found.add(match[1] ?? "");
  return [...found].filter(Boolean);
}

/** The repository path a specifier points to, or undefined for a package. `~/` is `app/` (tsconfig paths). */
export function resolveSpecifier(file: string, specifier: string): string | undefined {
  if (specifier.startsWith("~/")) return posix.normalize(`app/${specifier.slice(2)}`);
  if (specifier.startsWith(".")) return posix.normalize(posix.join(posix.dirname(file), specifier));
  return undefined;
}

type Layer = { kind: "feature"; name: string } | { kind: "routes" | "ui" | "platform" | "other" };

function layerOf(path: string): Layer {
  const feature = /^app\/features\/([^/]+)\//.exec(path);
  if (feature) return { kind: "feature", name: feature[1] ?? "" };
  if (path.startsWith("app/routes/")) return { kind: "routes" };
  if (path.startsWith("app/ui/")) return { kind: "ui" };
  if (path.startsWith("app/platform/")) return { kind: "platform" };
  return { kind: "other" };
}

const isTest = (path: string) => /\.test\.[cm]?tsx?$/.test(path) || path.startsWith("e2e/");
const isTestSupport = (path: string) => /\.test-support(\.|$)/.test(path);
const isCatalogues = (path: string) => /^app\/messages(\.ts)?$/.test(path);

function ruleBroken(file: string, target: string): string | undefined {
  const from = layerOf(file);
  const to = layerOf(target);
  if (isTestSupport(target) && !isTest(file) && !isTestSupport(file))
    return "only tests import test support (*.test-support.*)";
  if (from.kind === "feature") {
    if (to.kind === "feature" && to.name !== from.name) return "a feature never imports another feature";
    if (to.kind === "routes") return "a feature never imports a route";
  }
  if (from.kind === "ui" || from.kind === "platform") {
    if (to.kind === "feature" || to.kind === "routes") return "ui and platform know nothing of features or routes";
    if (from.kind === "ui" && isCatalogues(target) && !isTest(file) && !isTestSupport(file))
      return "the design system does not import the catalogues (its message keys: Lingui's MessageId)";
  }
  return undefined;
}

/** The imports of these files that break the one-way rules. */
export function importProblems(files: readonly SourceFile[]): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const file of files) {
    for (const specifier of specifiersOf(file.source)) {
      const target = resolveSpecifier(file.path, specifier);
      const rule = target === undefined ? undefined : ruleBroken(file.path, target);
      if (rule) problems.push({ file: file.path, specifier, rule });
    }
  }
  return problems;
}

function sourcesUnder(root: string, folder: string): SourceFile[] {
  const files: SourceFile[] = [];
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.[cm]?tsx?$/.test(entry.name) || entry.name.endsWith(".d.ts")) continue;
    const full = join(entry.parentPath, entry.name);
    files.push({ path: relative(root, full).split("\\").join("/"), source: readFileSync(full, "utf8") });
  }
  return files;
}

if (import.meta.main) {
  const root = resolve(dirname(import.meta.filename), "..");
  const files = ["app", "server", "demo-api", "bench", "scripts"].flatMap((folder) => sourcesUnder(root, folder));
  const problems = importProblems(files);
  for (const problem of problems) console.error(`${problem.file}: "${problem.specifier}": ${problem.rule}`);
  if (problems.length > 0) process.exit(1);
  console.log(`check-imports: ${files.length} files, one-way imports kept.`);
}
