/** Writing benchmark results: JSON for tools, Markdown for the README and the summary (bench/results/). */
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

export const RESULTS_DIR = resolve(import.meta.dirname, "results");

export function markdownTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** Writes `<name>.json` and `<name>.md` into bench/results/. */
export function writeResults(name: string, json: unknown, markdown: string): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(resolve(RESULTS_DIR, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(resolve(RESULTS_DIR, `${name}.md`), `${markdown}\n`);
}
