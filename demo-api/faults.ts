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
  status: number;
  replayed: boolean;
}

export interface Fault {
  id: string;
  method?: string;
  /** Exact path, or a prefix ending in `*`. */
  path: string;
  status: number;
  /** How many matching requests it hits (default 1). */
  times: number;
  retryAfter?: string;
  /** `html` answers a non-JSON body, as a broken gateway would. */
  body: "json" | "html";
  /** `after`: the request is handled (and acts) first, then its answer is replaced, as if lost on the way back. */
  phase: "before" | "after";
}

export interface FaultInput extends Partial<Omit<Fault, "id" | "retryAfter">> {
  path: string;
  status: number;
  /** Seconds, or an HTTP date. */
  retryAfter?: number | string;
}

const MAX_JOURNAL = 1000;

export function createFaults() {
  const faults: Fault[] = [];
  const journal: JournalEntry[] = [];
  let next = 1;

  const take = (method: string, path: string, phase: Fault["phase"]): Fault | undefined => {
    const fault = faults.find(
      (f) =>
        f.phase === phase &&
        (!f.method || f.method.toUpperCase() === method) &&
        (f.path.endsWith("*") ? path.startsWith(f.path.slice(0, -1)) : f.path === path),
    );
    if (!fault) return undefined;
    fault.times -= 1;
    if (fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
    return fault;
  };

  const respond = (fault: Fault): Response => {
    const headers: Record<string, string> = fault.retryAfter ? { "retry-after": fault.retryAfter } : {};
    if (fault.body === "html") {
      return new Response(`<html><body><h1>${fault.status} Gateway error</h1></body></html>`, {
        status: fault.status,
        headers: { ...headers, "content-type": "text/html; charset=utf-8" },
      });
    }
    const code =
      fault.status === 503 ? "SERVICE_UNAVAILABLE" : fault.status === 429 ? "TOO_MANY_REQUESTS" : "INTERNAL_ERROR";
    return json({ code, message: `Injected fault ${fault.id}.` }, fault.status, headers);
  };

  /** Journal first (it records the final status), then injected faults around everything else. */
  const middleware: MiddlewareHandler = async (c, nextHandler) => {
    const method = c.req.method;
    const path = new URL(c.req.url).pathname;
    const before = take(method, path, "before");
    if (before) c.res = respond(before);
    else {
      await nextHandler();
      const after = take(method, path, "after");
      if (after) c.res = respond(after);
    }
    journal.push({
      at: new Date().toISOString(),
      method,
      path,
      traceId: traceIdOf(c.req.raw.headers),
      authorization: c.req.header("authorization") ?? null,
      idempotencyKey: c.req.header("idempotency-key") ?? null,
      status: c.res.status,
      replayed: c.res.headers.get("idempotent-replayed") === "true",
    });
    if (journal.length > MAX_JOURNAL) journal.shift();
    c.res.headers.set("x-trace-id", traceIdOf(c.req.raw.headers));
  };

  return {
    middleware,
    journal: (traceId?: string) => (traceId ? journal.filter((entry) => entry.traceId === traceId) : [...journal]),
    add(input: FaultInput): Fault {
      const fault: Fault = {
        id: `fault-${next++}`,
        path: input.path,
        status: input.status,
        times: input.times ?? 1,
        body: input.body ?? "json",
        phase: input.phase ?? "before",
      };
      if (input.method) fault.method = input.method;
      if (input.retryAfter !== undefined) fault.retryAfter = String(input.retryAfter);
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
