import { DAY_SECONDS, isHttps, readCookies, setCookie } from "../http/cookies.ts";

export const TRACE_ID_COOKIE = "trace_id";
export const TRACE_ID_HEADER = "X-Trace-Id";
export const TRACE_ID_MAX_AGE_DAYS = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isTraceId(value: string | undefined | null): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** A random v4 UUID; `crypto.randomUUID` is missing outside secure contexts (plain http on a LAN address). */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function traceCookie(value: string, secure: boolean): string {
  return setCookie(TRACE_ID_COOKIE, value, { maxAgeSeconds: TRACE_ID_MAX_AGE_DAYS * DAY_SECONDS, secure });
}

/** Browser: the trace id from the `trace_id` cookie, created (30 days, path /, SameSite=Lax) on first use. */
export function readOrCreateBrowserTraceId(doc: Document = document): string {
  const existing = readCookies(doc.cookie)[TRACE_ID_COOKIE];
  if (isTraceId(existing)) return existing;
  const traceId = randomUuid();
  doc.cookie = traceCookie(traceId, doc.location?.protocol === "https:");
  return traceId;
}

/**
 * Server: the trace id from the request's Cookie header. When there is none, a new one and the
 * Set-Cookie value to add to the response, so the browser keeps using it; Secure where the request's cookies are
 * (`securesCookies`: always in production with a real backend). It keeps its plain name, never `__Host-`: the browser's
 * own script writes and reads it under one name on every scheme, and it grants nothing (a forged one only mislabels
 * the visitor's own log lines).
 */
export function traceIdFromRequest(
  request: Request,
  secure: boolean = isHttps(request),
): { traceId: string; setCookie: string | null } {
  const existing = readCookies(request.headers.get("cookie"))[TRACE_ID_COOKIE];
  if (isTraceId(existing)) return { traceId: existing, setCookie: null };
  const traceId = randomUuid();
  return { traceId, setCookie: traceCookie(traceId, secure) };
}
