/**
 * What the termination form's validation costs in the browser: the real schema (Valibot) against the same
 * rules in zod/mini, each bundled alone and minified as the production build does (rolldown), gzip level 6.
 * Usage: npm run bench:validation
 */
import { resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { rolldown } from "rolldown";

const ROOT = resolve(import.meta.dirname, "..");

const ENTRIES = {
  "valibot (app/features/termination/termination-schema.ts)":
    'import { terminationSchema, parseForm } from "~/features/termination/termination-schema";\n' +
    "globalThis.keep = [terminationSchema, parseForm];",
  "zod/mini (bench/validation/termination-schema.zod-mini.ts)":
    'import { terminationSchemaZodMini } from "./bench/validation/termination-schema.zod-mini.ts";\n' +
    'import { safeParse } from "zod/mini";\nglobalThis.keep = [terminationSchemaZodMini, safeParse];',
};

async function measure(code: string): Promise<{ raw: number; gzip: number }> {
  const bundle = await rolldown({
    input: "entry",
    cwd: ROOT,
    resolve: { alias: { "~": resolve(ROOT, "app") } },
    plugins: [
      {
        name: "entry",
        resolveId: (id) => (id === "entry" ? "\0entry" : null),
        load: (id) => (id === "\0entry" ? code : null),
      },
    ],
    logLevel: "silent",
  });
  const { output } = await bundle.generate({ minify: true, format: "esm" });
  const text = output.map((chunk) => ("code" in chunk ? chunk.code : "")).join("");
  return { raw: Buffer.byteLength(text), gzip: gzipSync(text, { level: 6 }).length };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
console.log("| schema of the termination form | minified | gzip |\n|---|---|---|");
for (const [name, code] of Object.entries(ENTRIES)) {
  const size = await measure(code);
  console.log(`| ${name} | ${kB(size.raw)} | ${kB(size.gzip)} |`);
}
