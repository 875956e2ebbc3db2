import type { components } from "../app/platform/api/schema.d.ts";

export type Schemas = components["schemas"];
export type ErrorBody = Schemas["ErrorResponse"];
export type ErrorCode = Schemas["ErrorCode"];
export type FieldError = Schemas["FieldError"];

/** An error answer in the contract's one error shape; handlers throw it, the router sends it. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: number, body: ErrorBody, headers: Record<string, string> = {}) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export function problem(status: number, code: ErrorCode, message: string, extra: Partial<ErrorBody> = {}): HttpProblem {
  return new HttpProblem(status, { code, message, ...extra });
}

export function fieldError(field: string, code: string, message: string): FieldError {
  return { field, code, message };
}

/** 400 with field errors, the shape the client turns into "Validation failed.". */
export function validationProblem(errors: FieldError[]): HttpProblem {
  return problem(400, "VALIDATION_FAILED", "Validation failed.", { errors });
}

/** Throws when any field error was collected. */
export function assertValid(errors: FieldError[]): void {
  if (errors.length > 0) throw validationProblem(errors);
}

/** The text of each JSON answer, so that checking it against the contract reads no stream (no clone, no tee). */
const jsonTexts = new WeakMap<Response, string>();

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body);
  const response = new Response(text, {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
  jsonTexts.set(response, text);
  return response;
}

/** The JSON text `json()` wrote an answer with, or undefined for an answer it did not write. */
export function writtenJson(response: Response): string | undefined {
  return jsonTexts.get(response);
}

export function problemResponse(error: HttpProblem): Response {
  return json(error.body, error.status, error.headers);
}

export function pdf(bytes: Uint8Array, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "no-store",
    },
  });
}
