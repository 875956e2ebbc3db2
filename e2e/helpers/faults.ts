import { randomUUID } from "node:crypto";
import { type APIRequestContext, type Page, type Route, request as requests } from "@playwright/test";
import { E2E_API_TIMEOUT_MS as API_TIMEOUT_MS, PLAIN } from "../ports";

/** One fault of the matrix, as `POST /__demo/faults` takes it (without path and trace id). */
export interface FaultKind {
  name: string;
  fault: Record<string, unknown>;
  /** The policy (retry.ts) sends a POST/PATCH answered with this once more; GETs and network failures never. */
  retriedPost: boolean;
}

export const FAULTS = {
  "500": { name: "500", fault: { status: 500 }, retriedPost: true },
  "503": { name: "503", fault: { status: 503 }, retriedPost: true },
  "429": { name: "429 with Retry-After", fault: { status: 429, retryAfter: 1 }, retriedPost: true },
  // Longer than the client's timeout; then a 503, so the late request never acts on shared demo data.
  timeout: {
    name: "timeout",
    fault: { kind: "delay", delayMs: API_TIMEOUT_MS + 3000, status: 503 },
    retriedPost: false,
  },
  abort: { name: "aborted connection", fault: { kind: "abort" }, retriedPost: false },
  malformed: { name: "malformed JSON", fault: { status: 200, body: "malformed" }, retriedPost: false },
} satisfies Record<string, FaultKind>;

export type FaultName = keyof typeof FAULTS;
export const FAULT_NAMES = Object.keys(FAULTS) as FaultName[];

/** How often the backend sees a call under this fault: a retried POST twice, everything else once. */
export function expectedTries(kind: FaultKind, method: string): number {
  return kind.retriedPost && (method === "POST" || method === "PATCH") ? 2 : 1;
}

/** A fault for this visitor (trace id) only, hitting every try of the call; parallel tests never meet it. */
export async function injectFault(
  api: APIRequestContext,
  input: { traceId: string; method: string; path: string; kind: FaultKind },
): Promise<void> {
  const { traceId, method, path, kind } = input;
  const response = await api.post(`${PLAIN}/__demo/faults`, {
    data: { ...kind.fault, method, path, traceId, times: expectedTries(kind, method) },
  });
  if (response.status() !== 201) throw new Error(`fault refused: ${await response.text()}`);
}

/**
 * Waits until the demo has taken the fault injected for this visitor's call (it drops a fault once its tries are
 * used): the call has reached the backend. A test that must act while a delayed call is open waits for this, not for
 * the request to reach an app instance, which may not have sent its call yet.
 */
export async function faultTaken(
  api: APIRequestContext,
  input: { traceId: string; method: string; path: string },
  timeoutMs = 10_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const faults = (await (await api.get(`${PLAIN}/__demo/faults`)).json()) as {
      traceId?: string;
      method?: string;
      path: string;
    }[];
    const open = faults.some(
      (f) => f.traceId === input.traceId && f.method?.toUpperCase() === input.method && f.path === input.path,
    );
    if (!open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The call ${input.method} ${input.path} did not reach the backend within ${timeoutMs} ms`);
}

export interface JournalEntry {
  /** When the demo answered (ISO time, this machine's clock). */
  at: string;
  method: string;
  path: string;
  status: number;
  idempotencyKey: string | null;
  /** The demo answered with the stored answer of an earlier call with the same Idempotency-Key. */
  replayed: boolean;
  fault?: string;
}

export async function journalOf(api: APIRequestContext, traceId: string): Promise<JournalEntry[]> {
  return (await api.get(`${PLAIN}/__demo/requests?traceId=${traceId}`)).json();
}

/** A visitor of its own over HTTP: its trace id cookie, its own cookie jar. */
export async function newVisitor(): Promise<{ traceId: string; api: APIRequestContext }> {
  const traceId = randomUUID();
  const api = await requests.newContext({
    baseURL: PLAIN,
    storageState: {
      cookies: [
        {
          name: "trace_id",
          value: traceId,
          domain: "localhost",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
  });
  return { traceId, api };
}

/**
 * The page's markup without its scripts, React's escapes undone, for comparing with the catalogues. The scripts
 * carry the loader data to the browser (and once carried the area's whole catalogue): a text found there proves
 * nothing about what the page shows.
 */
export function textOf(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

/** The browser's own report of a cut or timed-out request; not an error of the page. */
const NETWORK_LOG = /^console: Failed to load resource: net::ERR_(FAILED|TIMED_OUT|EMPTY_RESPONSE)/;

/** Drops the browser's "net::ERR_*" lines from the fixture's errors (an afterEach hook runs before its check). */
export function allowNetworkLog(pageErrors: string[]): void {
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !NETWORK_LOG.test(e)));
}

/** This browser's trace id before the first page, so the demo's faults can hit this visitor alone. */
export async function ownTraceId(page: Page): Promise<string> {
  const traceId = randomUUID();
  await page.context().addCookies([{ name: "trace_id", value: traceId, url: PLAIN }]);
  return traceId;
}

/** The same faults as the demo injects, as route interception answers them in the browser. */
export function fulfilFault(route: Route, name: FaultName): Promise<void> {
  switch (name) {
    case "abort":
      return route.abort("failed");
    case "timeout":
      return route.abort("timedout");
    case "malformed":
      return route.fulfill({ status: 200, contentType: "application/json", body: '{"code":' });
    case "429":
      return route.fulfill({
        status: 429,
        headers: { "retry-after": "1" },
        json: { code: "TOO_MANY_REQUESTS", message: "-" },
      });
    default:
      return route.fulfill({ status: Number(name), json: { code: "INTERNAL_ERROR", message: "-" } });
  }
}
