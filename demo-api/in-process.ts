import type { Hono } from "hono";
import type { InProcessEnv } from "./faults.ts";

/** The shape of fetch the app's API client takes (app/platform/api/retry.ts's FetchLike). */
export type InProcessFetch = (request: Request, init?: { signal?: AbortSignal }) => Promise<Response>;

/**
 * The embedded demo backend called without a socket: the app server's loaders and actions send their requests
 * straight to the demo's app, so a page costs no HTTP client, HTTP server and loopback round trip on top of the
 * demo's own work. The same app as on the socket (faults, journal, idempotency keys, trace ids), failing as
 * fetch fails: an `abort` fault rejects with the TypeError of a cut connection, the caller's signal (the client's
 * timeout) with its reason.
 */
export function inProcessFetch(app: Hono): InProcessFetch {
  return (request, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal ?? request.signal;
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = () => reject(signal.reason);
      signal.addEventListener("abort", onAbort, { once: true });
      const env: InProcessEnv = {
        cutConnection: () => reject(new TypeError("fetch failed", { cause: new Error("other side closed") })),
      };
      Promise.resolve(app.fetch(request, env))
        .then(resolve, reject)
        .finally(() => signal.removeEventListener("abort", onAbort));
    });
}
