import { readFileSync } from "node:fs";
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { parse } from "yaml";

/** The contract file; the demo, the type generator and the tests all read this one file. */
export const CONTRACT_PATH = new URL("../api/openapi.yaml", import.meta.url);

const ROOT_ID = "https://contract.local/openapi.json";
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
export type HttpMethod = (typeof METHODS)[number];
export type ParameterLocation = "path" | "query" | "header";

export interface ContractParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template, e.g. `/api/offer/{id}`. */
  path: string;
  parameters: ContractParameter[];
  requestBody: { required: boolean; contentTypes: string[] } | undefined;
  /** Status code (or `default`) to the content types it may carry. */
  responses: Record<string, string[]>;
}

export interface SchemaProblem {
  /** Dotted path inside the validated value; empty for the value itself. */
  path: string;
  keyword: string;
  message: string;
}

export interface Contract {
  document: OpenApiDocument;
  operations: ContractOperation[];
  validateParameters(op: ContractOperation, location: ParameterLocation, values: object): SchemaProblem[];
  validateRequestBody(op: ContractOperation, contentType: string, body: unknown): SchemaProblem[];
  /** Problems of a response; a status or content type the contract does not list is a problem too. */
  validateResponse(op: ContractOperation, status: number, contentType: string | null, body: unknown): SchemaProblem[];
  /** Validates a value against `#/components/schemas/<name>`. */
  validateSchema(name: string, value: unknown): SchemaProblem[];
}

// Minimal views of the document; the contract test checks the rest.
type Json = Record<string, unknown>;
interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, Json>> & { parameters?: Json[] }>;
  components: { schemas: Record<string, Json>; parameters: Record<string, Json>; responses: Record<string, Json> };
}

export function loadContract(path: URL = CONTRACT_PATH): Contract {
  const document = parse(readFileSync(path, "utf8"), { maxAliasCount: -1 }) as OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  ajv.addFormat("binary", true);
  ajv.addSchema({ $id: ROOT_ID, $defs: rewriteRefs(document.components.schemas) });

  const resolve = (value: Json): Json => {
    const ref = value.$ref;
    if (typeof ref !== "string") return value;
    const [, section, name] = /^#\/components\/(parameters|responses)\/(.+)$/.exec(ref) ?? [];
    const target = section && name ? document.components[section as "parameters" | "responses"][name] : undefined;
    if (!target) throw new Error(`Unresolved reference ${ref}`);
    return target;
  };

  const operations: ContractOperation[] = [];
  const schemas = new Map<string, unknown>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const operationId = String(op.operationId);
      const parameters = [...(item.parameters ?? []), ...((op.parameters as Json[] | undefined) ?? [])].map(resolve);
      for (const location of ["path", "query", "header"] as const) {
        const own = parameters.filter((p) => p.in === location);
        const name = (p: Json) => (location === "header" ? String(p.name).toLowerCase() : String(p.name));
        schemas.set(`${operationId} ${location}`, {
          type: "object",
          properties: Object.fromEntries(own.map((p) => [name(p), rewriteRefs(p.schema)])),
          required: own.filter((p) => p.required === true).map(name),
        });
      }
      const body = op.requestBody as Json | undefined;
      const bodyContent = (body?.content ?? {}) as Record<string, Json>;
      for (const [type, media] of Object.entries(bodyContent))
        schemas.set(`${operationId} body ${type}`, rewriteRefs(media.schema));
      const responses: Record<string, string[]> = {};
      for (const [status, raw] of Object.entries((op.responses ?? {}) as Record<string, Json>)) {
        const content = (resolve(raw).content ?? {}) as Record<string, Json>;
        responses[status] = Object.keys(content);
        for (const [type, media] of Object.entries(content)) {
          schemas.set(`${operationId} response ${status} ${type}`, rewriteRefs(media.schema));
        }
      }
      operations.push({
        operationId,
        method,
        path,
        parameters: parameters.map((p) => ({
          name: String(p.name),
          in: p.in as ParameterLocation,
          required: p.required === true,
        })),
        requestBody: body ? { required: body.required === true, contentTypes: Object.keys(bodyContent) } : undefined,
        responses,
      });
    }
  }

  const compiled = new Map<string, ValidateFunction>();
  const check = (key: string, value: unknown): SchemaProblem[] => {
    let validate = compiled.get(key);
    if (!validate) {
      const schema = schemas.get(key);
      if (schema === undefined) return [{ path: "", keyword: "contract", message: `no schema for ${key}` }];
      validate = ajv.compile(schema as Json);
      compiled.set(key, validate);
    }
    return validate(value) ? [] : toProblems(validate.errors ?? []);
  };

  return {
    document,
    operations,
    validateParameters: (op, location, values) => check(`${op.operationId} ${location}`, values),
    validateRequestBody: (op, contentType, body) => check(`${op.operationId} body ${contentType}`, body),
    validateResponse(op, status, contentType, body) {
      const key = [String(status), `${String(status)[0]}XX`, "default"].find((k) => k in op.responses);
      if (!key) return [{ path: "", keyword: "status", message: `status ${status} is not in the contract` }];
      const types = op.responses[key] ?? [];
      const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
      if (types.length === 0) return body === undefined || body === "" ? [] : [problem("content", "unexpected body")];
      if (!types.includes(type))
        return [problem("content-type", `${type || "none"} is not one of ${types.join(", ")}`)];
      return type === "application/json" ? check(`${op.operationId} response ${key} ${type}`, body) : [];
    },
    validateSchema(name, value) {
      const key = `schema ${name}`;
      if (!schemas.has(key)) schemas.set(key, { $ref: `${ROOT_ID}#/$defs/${name}` });
      return check(key, value);
    },
  };
}

function problem(keyword: string, message: string): SchemaProblem {
  return { path: "", keyword, message };
}

/** Points `#/components/schemas/X` at the registered root so every compiled schema can reach it. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === "$ref" && typeof inner === "string"
        ? [key, inner.replace("#/components/schemas/", `${ROOT_ID}#/$defs/`)]
        : [key, rewriteRefs(inner)],
    ),
  );
}

function toProblems(errors: ErrorObject[]): SchemaProblem[] {
  const seen = new Set<string>();
  const problems: SchemaProblem[] = [];
  for (const error of errors) {
    const segments = error.instancePath.split("/").filter(Boolean).map(unescapePointer);
    if (error.keyword === "required") segments.push(String(error.params.missingProperty));
    if (error.keyword === "additionalProperties") segments.push(String(error.params.additionalProperty));
    // oneOf/anyOf repeat their branches' errors; the branch errors say more.
    if (error.keyword === "oneOf" || error.keyword === "anyOf" || error.keyword === "if") continue;
    const path = segments.join(".");
    const key = `${path} ${error.keyword}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ path, keyword: error.keyword, message: error.message ?? "is invalid" });
  }
  return problems;
}

function unescapePointer(segment: string): string {
  return segment.replaceAll("~1", "/").replaceAll("~0", "~");
}

/** `/api/offer/{id}` → `/api/offer/:id`, the router's notation. */
export function toRoutePath(template: string): string {
  return template.replace(/\{([^}]+)\}/g, ":$1");
}
