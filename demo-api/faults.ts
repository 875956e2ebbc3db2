import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";
import { json } from "./http.ts";
import { traceIdOf } from "./router.ts";

/** One request as the demo saw it; tests and the e2e suite read them at `GET /__demo/requests`. */
export interface JournalEntry {
  at: string;
  method: string;
  path: string;
  traceId: string;
  authorization: string | null;
  idempotencyKey: string | null;
  /** The answer's status; 0 when the connection was cut without one (`abort`). */
  status: number;
  replayed: boolean;
  /** The injected fault's kind when one hit this request. */
  fault?: FaultKind;
}

/**
 * `status` (the default) answers an error status; `delay` waits `delayMs` first, then answers `status` or,
 * without one, handles the request as usual (slower than the client's timeout, it reads as a hung backend);
 * `abort` destroys the connection without an answer.
 */
export type FaultKind = "status" | "delay" | "abort";

/** A delay is at most two minutes, so a forgotten fault cannot hold a connection for ever. */
export const MAX_DELAY_MS = 120_000;

export interface Fault {
  id: string;
  kind: FaultKind;
  method?: string;
  /** Exact path, or a prefix ending in `*`. */
  path: string;
  /** Only requests with this trace id (header or cookie): a test's fault never hits a parallel test. */
  traceId?: string;
  /** Required for `status`; optional for `delay`; unused for `abort`. */
  status?: number;
  delayMs?: number;
  /** How many matching requests it hits (default 1). */
  times: number;
  retryAfter?: string;
  /** The error code of a JSON answer (e.g. `DOWNTIME`), else one that fits the status. */
  code?: string;
  /** `html` answers a non-JSON body, as a broken gateway would; `malformed` a cut-off body labelled JSON. */
  body: "json" | "html" | "malformed";
  /** `after`: the request is handled (and acts) first, then its answer is replaced, as if lost on the way back. */
  phase: "before" | "after";
}

export interface FaultInput extends Partial<Omit<Fault, "id" | "retryAfter">> {
  path: string;
  /** Seconds, or an HTTP date. */
  retryAfter?: number | string;
}

/**
 * The last requests kept for `GET /__demo/requests`, across all visitors. The e2e fault suite sends over a
 * thousand requests within a minute, side by side: with 1000 kept, a test reading its own entries at the end of
 * its loop found the first ones gone. Ten thousand entries are a few megabytes.
 */
const MAX_JOURNAL = 10_000;

export function createFaults() {
  const faults: Fault[] = [];
  const journal: JournalEntry[] = [];
  let next = 1;

  const take = (method: string, path: string, traceId: string, phase: Fault["phase"]): Fault | undefined => {
    const fault = faults.find(
      (f) =>
        f.phase === phase &&
        (!f.method || f.method.toUpperCase() === method) &&
        (!f.traceId || f.traceId === traceId) &&
        (f.path.endsWith("*") ? path.startsWith(f.path.slice(0, -1)) : f.path === path),
    );
    if (!fault) return undefined;
    fault.times -= 1;
    if (fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
    return fault;
  };

  const respond = (fault: Fault, status: number): Response => {
    const headers: Record<string, string> = fault.retryAfter ? { "retry-after": fault.retryAfter } : {};
    if (fault.body === "html") {
      return new Response(`<html><body><h1>${status} Gateway error</h1></body></html>`, {
        status,
        headers: { ...headers, "content-type": "text/html; charset=utf-8" },
      });
    }
    if (fault.body === "malformed") {
      return new Response('{"code":"INTERNAL_ERROR","message":"cut off', {
        status,
        headers: { ...headers, "content-type": "application/json" },
      });
    }
    const code =
      fault.code ?? (status === 503 ? "SERVICE_UNAVAILABLE" : status === 429 ? "TOO_MANY_REQUESTS" : "INTERNAL_ERROR");
    return json({ code, message: `Injected fault ${fault.id}.` }, status, headers);
  };

  /** Journal first (it records the final status), then injected faults around everything else. */
  const middleware: MiddlewareHandler = async (c, nextHandler) => {
    const method = c.req.method;
    const path = new URL(c.req.url).pathname;
    const traceId = traceIdOf(c.req.raw.headers);
    let hit = take(method, path, traceId, "before");
    let aborted = false;
    if (hit?.kind === "abort") aborted = cutConnection(c.env);
    else if (hit?.kind === "delay") await wait(hit.delayMs ?? 0);
    if (hit?.kind === "abort") c.res = new Response(null, { status: 502 });
    else if (hit?.status !== undefined) c.res = respond(hit, hit.status);
    else {
      await nextHandler();
      const after = take(method, path, traceId, "after");
      if (after?.kind === "abort") {
        aborted = cutConnection(c.env);
        c.res = new Response(null, { status: 502 });
      } else if (after?.kind === "delay") await wait(after.delayMs ?? 0);
      if (after?.status !== undefined && !aborted) c.res = respond(after, after.status);
      hit ??= after;
    }
    journal.push({
      at: new Date().toISOString(),
      method,
      path,
      traceId,
      authorization: c.req.header("authorization") ?? null,
      idempotencyKey: c.req.header("idempotency-key") ?? null,
      status: aborted ? 0 : c.res.status,
      replayed: c.res.headers.get("idempotent-replayed") === "true",
      ...(hit ? { fault: hit.kind } : {}),
    });
    if (journal.length > MAX_JOURNAL) journal.shift();
    c.res.headers.set("x-trace-id", traceId);
  };

  return {
    middleware,
    journal: (traceId?: string) => (traceId ? journal.filter((entry) => entry.traceId === traceId) : [...journal]),
    add(input: FaultInput): Fault {
      const fault: Fault = {
        id: `fault-${next++}`,
        kind: input.kind ?? "status",
        path: input.path,
        times: input.times ?? 1,
        body: input.body ?? "json",
        phase: input.phase ?? "before",
      };
      if (input.method) fault.method = input.method;
      if (input.traceId) fault.traceId = input.traceId;
      if (input.status !== undefined && fault.kind !== "abort") fault.status = input.status;
      if (input.delayMs !== undefined && fault.kind === "delay") fault.delayMs = input.delayMs;
      if (input.retryAfter !== undefined) fault.retryAfter = String(input.retryAfter);
      if (input.code !== undefined) fault.code = input.code;
      faults.push(fault);
      return fault;
    },
    clear() {
      faults.length = 0;
    },
    list: () => [...faults],
  };
}

export type Faults = ReturnType<typeof createFaults>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The env of a request dispatched in the app server's own process (in-process.ts): how to cut it off. */
export interface InProcessEnv {
  cutConnection(): void;
}

/**
 * Destroys the socket under the request (Hono's Node server passes it as `env.incoming`), or fails an in-process
 * call as a cut connection fails fetch; false with neither (tests' `app.request`), where the abort answers an
 * empty 502 instead.
 */
function cutConnection(env: unknown): boolean {
  const { incoming, cutConnection: cut } = (env ?? {}) as { incoming?: IncomingMessage } & Partial<InProcessEnv>;
  if (incoming?.socket) {
    incoming.socket.destroy();
    return true;
  }
  if (!cut) return false;
  cut();
  return true;
}

const isStatus = (value: unknown) => Number.isInteger(value) && (value as number) >= 100 && (value as number) <= 599;

/** Why a `POST /__demo/faults` body is not a fault, or null when it is one. */
export function faultInputError(input: unknown): string | null {
  if (!input || typeof input !== "object") return "Send a JSON object.";
  const { path, kind = "status", status, delayMs, traceId, code } = input as Record<string, unknown>;
  if (typeof path !== "string") return "path is required.";
  if (code !== undefined && !(typeof code === "string" && /^[A-Z][A-Z0-9_]{0,63}$/.test(code))) {
    return "code is an error code in capitals (A-Z, 0-9, _).";
  }
  if (traceId !== undefined && typeof traceId !== "string") return "traceId is a string.";
  if (kind !== "status" && kind !== "delay" && kind !== "abort") return "kind is status, delay or abort.";
  if (kind === "status" && !isStatus(status)) return "status is required for kind status.";
  if (status !== undefined && !isStatus(status)) return "status is an HTTP status.";
  if (
    kind === "delay" &&
    !(Number.isInteger(delayMs) && (delayMs as number) > 0 && (delayMs as number) <= MAX_DELAY_MS)
  ) {
    return `delayMs is a whole number of milliseconds, 1 to ${MAX_DELAY_MS}.`;
  }
  return null;
}
