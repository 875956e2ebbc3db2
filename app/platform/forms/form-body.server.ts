import type { EchoedValues } from "./form-values";

/**
 * Reading a form's POST body, the one way every action does it. A browser's form sends a known set of names,
 * each text once (lists and files where the form has them), in one of the two form encodings; anything else is
 * not the form and gets a 4xx that re-renders the page with what is safe to show again — never a 500 (reading
 * JSON as a form throws), never a value the page would have to trust.
 */
export interface BodyShape {
  /** Names sent once as text (a repeated one is refused). */
  readonly text: readonly string[];
  /** Names that may repeat (checkbox groups, kept upload ids). */
  readonly lists?: readonly string[];
  /** Names of file inputs. */
  readonly files?: readonly string[];
  /** Largest body in bytes (default 64 KiB; a form with a file names its own). */
  readonly maxBytes?: number;
}

export type BodyProblem = "error.form.unsupported" | "error.form.tooLarge" | "error.form.malformed";

export type FormBody =
  | { ok: true; formData: FormData }
  | { ok: false; status: 400 | 413 | 415; message: BodyProblem; values: EchoedValues };

const DEFAULT_MAX_BYTES = 64 * 1024;
/** Longer than any field of the contract; a longer text is no customer's entry. */
export const MAX_TEXT_LENGTH = 2000;
const MAX_LIST_LENGTH = 50;
// C0 controls but tab, line feed and carriage return, and DEL: no keyboard types them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
}

/** The body's bytes, or null when there are more than `max`. */
async function boundedBytes(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > max) return null;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Beyond the limit: read no further. Cancelling would tear down the connection before the answer; the
    // server discards the rest once the answer is sent.
    if (size > max) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** What a refused body may show again: the form's own text fields, once each, without control characters, cut to length. */
function safeEcho(formData: FormData | null, shape: BodyShape): EchoedValues {
  const echoed: EchoedValues = {};
  if (!formData) return echoed;
  const clean = (text: string) => text.replace(CONTROLS, "").slice(0, MAX_TEXT_LENGTH);
  for (const name of shape.text) {
    const first = formData.getAll(name).find((value): value is string => typeof value === "string");
    if (first !== undefined) echoed[name] = clean(first);
  }
  for (const name of shape.lists ?? []) {
    const texts = formData.getAll(name).filter((value): value is string => typeof value === "string");
    if (texts.length > 0) echoed[name] = texts.slice(0, MAX_LIST_LENGTH).map(clean);
  }
  return echoed;
}

/** Why a parsed body is not this form's, or null when it is. */
function problemOf(formData: FormData, shape: BodyShape): { status: 400 | 413; message: BodyProblem } | null {
  const malformed = { status: 400, message: "error.form.malformed" } as const;
  for (const name of new Set(formData.keys())) {
    const all = formData.getAll(name);
    const isText = shape.text.includes(name);
    const isList = shape.lists?.includes(name) ?? false;
    const isFile = shape.files?.includes(name) ?? false;
    if (!isText && !isList && !isFile) return malformed;
    if ((isText || isFile) && all.length > 1) return malformed;
    if (isList && all.length > MAX_LIST_LENGTH) return { status: 413, message: "error.form.tooLarge" };
    for (const value of all) {
      // A file input with nothing chosen may arrive as an empty text.
      if (isFile) {
        if (typeof value === "string" && value !== "") return malformed;
        continue;
      }
      if (typeof value !== "string") return malformed;
      if (value.length > MAX_TEXT_LENGTH) return { status: 413, message: "error.form.tooLarge" };
      if (CONTROL.test(value)) return malformed;
    }
  }
  return null;
}

/**
 * The form's entries, or why the body is not this form's: 415 for another content type, 413 for a body or a
 * text beyond the limits, 400 for names the form does not have, a text sent twice, a file where a text belongs,
 * control characters or an encoding that does not parse. A refusal carries the entries that are safe to echo.
 */
export async function readFormBody(request: Request, shape: BodyShape): Promise<FormBody> {
  const type = mediaType(request);
  if (type !== "" && !FORM_TYPES.includes(type)) {
    return { ok: false, status: 415, message: "error.form.unsupported", values: {} };
  }
  const bytes = await boundedBytes(request, shape.maxBytes ?? DEFAULT_MAX_BYTES);
  if (!bytes) return { ok: false, status: 413, message: "error.form.tooLarge", values: {} };
  if (type === "") {
    // A post without a body is an empty form (a form of one button, sent by a client that names no type).
    if (bytes.byteLength === 0) return { ok: true, formData: new FormData() };
    return { ok: false, status: 415, message: "error.form.unsupported", values: {} };
  }
  let formData: FormData;
  try {
    const headers = { "content-type": request.headers.get("content-type") ?? type };
    formData = await new Response(bytes, { headers }).formData();
  } catch {
    return { ok: false, status: 400, message: "error.form.malformed", values: {} };
  }
  const problem = problemOf(formData, shape);
  if (problem) return { ok: false, ...problem, values: safeEcho(formData, shape) };
  return { ok: true, formData };
}
