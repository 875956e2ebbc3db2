import type { Context, Hono } from "hono";
import type { operations } from "../app/platform/api/schema.d.ts";
import { type Contract, type ContractOperation, type SchemaProblem, toRoutePath } from "./contract.ts";
import type { DemoContext } from "./demo-context.ts";
import {
  type FieldError,
  HttpProblem,
  json,
  problem,
  problemResponse,
  validationProblem,
  writtenJson,
} from "./http.ts";

export type OperationId = keyof operations;

export interface OperationRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Headers;
  /** Parsed JSON, the multipart fields (`file` is a File), or undefined. */
  body: unknown;
  /** The caller's trace id (header, else cookie); IDV sessions and the journal key on it. */
  traceId: string;
  bearer: string | undefined;
}

export type OperationHandler = (request: OperationRequest, demo: DemoContext) => Response | Promise<Response>;
export type OperationHandlers = Record<OperationId, OperationHandler>;

export interface ContractViolation {
  operationId: string;
  status: number;
  problems: SchemaProblem[];
}

/** JSON bodies are small; uploads are limited separately (5 MB). */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * Registers every operation of the contract: validates the request against it, calls the handler,
 * and checks the answer against it too. `strict` turns a contract violation into a 500.
 */
export function mountContract(
  app: Hono,
  contract: Contract,
  handlers: OperationHandlers,
  demo: DemoContext,
  options: { strict: boolean; onViolation: (violation: ContractViolation) => void },
): void {
  // Static segments before parameters, so `/api/offer/verify/{id}` wins over `/api/offer/{id}/preview`.
  const ordered = [...contract.operations].sort((a, b) => compareTemplates(a.path, b.path));
  for (const op of ordered) {
    const handler = handlers[op.operationId as OperationId];
    app.on(op.method.toUpperCase(), toRoutePath(op.path), async (c) => {
      let response: Response;
      try {
        const request = await readRequest(c, contract, op);
        response = handler
          ? await handler(request, demo)
          : problemResponse(problem(501, "NOT_IMPLEMENTED", `${op.operationId} is not implemented.`));
      } catch (error) {
        response = toErrorResponse(error);
      }
      const problems = await responseProblems(contract, op, response);
      if (problems.length === 0) return response;
      options.onViolation({ operationId: op.operationId, status: response.status, problems });
      if (!options.strict) return response;
      const detail = problems.map((p) => `${p.path || "(body)"} ${p.message}`).join("; ");
      return problemResponse(problem(500, "INTERNAL_ERROR", `Response violates the contract: ${detail}`));
    });
  }
}

export function toErrorResponse(error: unknown): Response {
  if (error instanceof HttpProblem) return problemResponse(error);
  console.error("demo-api: handler failed", error);
  return problemResponse(problem(500, "INTERNAL_ERROR", "Internal error."));
}

async function readRequest(c: Context, contract: Contract, op: ContractOperation): Promise<OperationRequest> {
  const path = c.req.param() as Record<string, string>;
  const query: Record<string, string> = {};
  for (const [name, values] of Object.entries(c.req.queries())) if (values[0] !== undefined) query[name] = values[0];
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const errors: FieldError[] = [
    ...contract.validateParameters(op, "path", path),
    ...contract.validateParameters(op, "query", query),
    ...contract.validateParameters(op, "header", headers),
  ].map((p) => toFieldError(p, ""));
  if (errors.length > 0) throw validationProblem(errors);
  const authorization = c.req.header("authorization");
  return {
    path,
    query,
    headers: c.req.raw.headers,
    body: await readBody(c, contract, op),
    traceId: traceIdOf(c.req.raw.headers),
    bearer: authorization?.match(/^Bearer\s+(.+)$/i)?.[1],
  };
}

async function readBody(c: Context, contract: Contract, op: ContractOperation): Promise<unknown> {
  if (!op.requestBody) return undefined;
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength === 0) {
    if (op.requestBody.required) throw problem(400, "BAD_REQUEST", "A request body is required.");
    return undefined;
  }
  const contentType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!op.requestBody.contentTypes.includes(contentType)) {
    const expected = op.requestBody.contentTypes.join(" or ");
    throw problem(
      400,
      "UNSUPPORTED_CONTENT_TYPE",
      `Content-Type must be ${expected}, not ${contentType || "missing"}.`,
    );
  }
  if (contentType === "multipart/form-data") {
    const form = await new Response(bytes, { headers: { "content-type": c.req.header("content-type") ?? "" } })
      .formData()
      .catch(() => {
        throw problem(400, "BAD_REQUEST", "The multipart body could not be read.");
      });
    const file = form.get("file");
    if (!(file instanceof File)) {
      throw validationProblem([{ field: "file", code: "REQUIRED", message: "a file is required in field file" }]);
    }
    return { file };
  }
  if (bytes.byteLength > JSON_BODY_LIMIT) {
    throw problem(413, "PAYLOAD_TOO_LARGE", `The request body is larger than ${JSON_BODY_LIMIT / 1024} KB.`);
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw problem(400, "MALFORMED_JSON", "The request body is not valid JSON.");
  }
  const problems = contract.validateRequestBody(op, contentType, body);
  if (problems.length > 0) throw validationProblem(problems.map((p) => toFieldError(p, "body")));
  return body;
}

function toFieldError(p: SchemaProblem, fallback: string): FieldError {
  const codes: Record<string, string> = {
    required: "REQUIRED",
    format: "INVALID_FORMAT",
    pattern: "INVALID_FORMAT",
    enum: "INVALID_VALUE",
    const: "INVALID_VALUE",
    type: "INVALID_TYPE",
    minLength: "TOO_SHORT",
    maxLength: "TOO_LONG",
    minItems: "TOO_FEW",
    maxItems: "TOO_MANY",
    additionalProperties: "UNKNOWN_FIELD",
  };
  return { field: p.path || fallback, code: codes[p.keyword] ?? "INVALID", message: p.message };
}

async function responseProblems(
  contract: Contract,
  op: ContractOperation,
  response: Response,
): Promise<SchemaProblem[]> {
  const contentType = response.headers.get("content-type");
  let body: unknown;
  if (contentType?.includes("application/json")) {
    try {
      const written = writtenJson(response);
      body = written === undefined ? await response.clone().json() : JSON.parse(written);
    } catch {
      return [{ path: "", keyword: "json", message: "the body is not JSON" }];
    }
  } else {
    body = response.body ? "(binary)" : undefined;
  }
  return contract.validateResponse(op, response.status, contentType, body);
}

export function traceIdOf(headers: Headers): string {
  const header = headers.get("x-trace-id");
  if (header) return header;
  const cookie = headers.get("cookie")?.match(/(?:^|;\s*)trace_id=([^;]+)/)?.[1];
  return cookie ? decodeURIComponent(cookie) : "anonymous";
}

function compareTemplates(a: string, b: string): number {
  const left = a.split("/");
  const right = b.split("/");
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const l = left[i]?.startsWith("{") ? 1 : 0;
    const r = right[i]?.startsWith("{") ? 1 : 0;
    if (l !== r) return l - r;
  }
  return 0;
}

/** Answers for `/api/*` paths the contract does not have, in the contract's error shape. */
export function notInContract(contract: Contract) {
  const templates = contract.operations.map((op) => ({
    method: op.method.toUpperCase(),
    pattern: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, "[^/]+")}$`),
  }));
  return (method: string, path: string): Response => {
    const allowed = templates.filter((t) => t.pattern.test(path)).map((t) => t.method);
    if (allowed.length === 0) return json({ code: "NOT_FOUND", message: `No API operation at ${path}.` }, 404);
    return json({ code: "METHOD_NOT_ALLOWED", message: `${method} is not allowed here.` }, 405, {
      allow: [...new Set(allowed)].join(", "),
    });
  };
}
