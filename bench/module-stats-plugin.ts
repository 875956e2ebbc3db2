import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

/** Rendered bytes of every module in every client chunk, for `npm run bench:size` to attribute chunk sizes. */
export function moduleStats(outFile: string): Plugin {
  let stats: Record<string, Record<string, number>> = {};
  return {
    name: "module-stats",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      stats = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) modules[id] = info.renderedLength;
        stats[`/${output.fileName}`] = modules;
      }
    },
    writeBundle() {
      if (this.environment?.name !== "client") return;
      mkdirSync(resolve(outFile, ".."), { recursive: true });
      writeFileSync(outFile, JSON.stringify(stats));
    },
  };
}
