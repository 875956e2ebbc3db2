/**
 * Generates `app/platform/api/schema.d.ts` (openapi-typescript) and `app/platform/api/contract-rules.ts`
 * (the string limits the forms check) from `api/openapi.yaml`.
 * `npm run generate:api` writes both; `generate-api-types.test.ts` fails when either is stale.
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { parse } from "yaml";

export const CONTRACT_URL = new URL("../api/openapi.yaml", import.meta.url);
export const TYPES_URL = new URL("../app/platform/api/schema.d.ts", import.meta.url);
export const RULES_URL = new URL("../app/platform/api/contract-rules.ts", import.meta.url);

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

const RULE_KEYS = ["minLength", "maxLength", "pattern", "format"] as const;
type Rule = Partial<Record<(typeof RULE_KEYS)[number], string | number>>;
interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode & Rule>;
}

/**
 * The contract's string limits per schema and property, one named export per schema (so a form's bundle
 * carries only the schemas it reads): the forms check these and nothing they invent.
 */
export async function renderContractRules(): Promise<string> {
  const contract = parse(await readFile(CONTRACT_URL, "utf8")) as {
    components: { schemas: Record<string, SchemaNode> };
  };
  const blocks: string[] = [];
  for (const [name, schema] of Object.entries(contract.components.schemas)) {
    const fields: string[] = [];
    for (const [property, node] of Object.entries(schema.properties ?? {})) {
      if (node.type !== "string") continue;
      const rule = RULE_KEYS.filter((key) => node[key] !== undefined).map(
        (key) => `${key}: ${JSON.stringify(node[key])}`,
      );
      if (rule.length > 0) fields.push(`  ${property}: { ${rule.join(", ")} },`);
    }
    if (fields.length > 0) blocks.push(`export const ${name} = {\n${fields.join("\n")}\n} as const;\n`);
  }
  return `${HEADER.replace("scripts/generate-api-types.ts", "scripts/generate-api-types.ts (string limits)")}\n${blocks.join("\n")}`;
}

async function main(): Promise<void> {
  await writeFile(TYPES_URL, await renderApiTypes());
  console.log(`wrote ${fileURLToPath(TYPES_URL)}`);
  await writeFile(RULES_URL, await renderContractRules());
  console.log(`wrote ${fileURLToPath(RULES_URL)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
