/**
 * Generates `app/platform/api/schema.d.ts` from `api/openapi.yaml` (openapi-typescript).
 * `npm run generate:api` writes it; `generate-api-types.test.ts` fails when it is stale.
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";

export const CONTRACT_URL = new URL("../api/openapi.yaml", import.meta.url);
export const TYPES_URL = new URL("../app/platform/api/schema.d.ts", import.meta.url);

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"));
const HEADER =
  "// Generated from api/openapi.yaml by scripts/generate-api-types.ts; do not edit, run `npm run generate:api`.\n";

/** The generated declarations as text; binary payloads (uploads, PDFs) are typed as Blob. */
export async function renderApiTypes(): Promise<string> {
  const yamlText = await readFile(CONTRACT_URL, "utf8");
  const nodes = await openapiTS(yamlText, {
    silent: true,
    transform(schema) {
      return schema.format === "binary" ? BLOB : undefined;
    },
  });
  return HEADER + astToString(nodes);
}

async function main(): Promise<void> {
  const text = await renderApiTypes();
  await writeFile(TYPES_URL, text);
  console.log(`wrote ${fileURLToPath(TYPES_URL)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
