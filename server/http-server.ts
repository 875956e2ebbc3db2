import { createServer, type RequestListener, type Server } from "node:http";

/** How long the server waits for a client, in ms (server/main.ts; a test passes shorter ones). */
export interface HttpLimits {
  /** From a request's first byte to the end of its headers. */
  headersTimeoutMs: number;
  /** From a request's first byte to the end of its body. */
  requestTimeoutMs: number;
  /** How long an idle connection is kept open after an answer, for the client's next request. */
  keepAliveTimeoutMs: number;
  /** How often the two request limits above are checked: a request may run over them by this much. */
  checkIntervalMs: number;
}

/**
 * The limits, chosen rather than left to Node's defaults (60 s for headers, 300 s per request, 5 s keep-alive, and a
 * check only every 30 s, so a client sending its headers byte by byte held a connection for up to 90 s):
 * - headers: 20 s. They are at most 16 KB (Node's header limit); behind the ingress they arrive at once, and even a
 *   browser on a 2G line (about 40 kbit/s) sends 16 KB in 4 s. A client that is still not done after 20 s (checked
 *   every 5 s, so at most 25 s) is one holding the connection open (slowloris): it gets 408 and the connection ends.
 * - the whole request: 300 s. The largest legitimate body is a termination with its proof (three files of 5 MB, the
 *   form allows 20 MiB): 15 MB in 300 s needs 0.42 Mbit/s upstream, which a poor 3G line still gives; the ingress
 *   usually buffers a body before it sends it on, and then this limit is never near.
 * - keep-alive: 65 s, longer than the idle time after which the proxies in front reuse or drop a connection to an
 *   instance (ingress-nginx keeps upstream connections up to 60 s, the HAProxy of `npm run test:cluster` up to its
 *   60 s server timeout, cloud load balancers 60 s). Were ours shorter, the server could close a connection in the moment the proxy sends the next
 *   request on it, and that request would fail (a 502). Shutdown closes idle connections at once (server/shutdown.ts).
 * A connection that never sends a byte is no request yet, and none of these limits applies to it: the ingress in
 * front bounds those (its client header timeout). No cap on connections: the instance count scales with CPU, and a
 * cap would refuse customers before the CPU is busy.
 */
export const HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 300_000,
  keepAliveTimeoutMs: 65_000,
  checkIntervalMs: 5_000,
};

/** The node:http server of the app, with the limits above (or a test's). */
export function createHttpServer(listener: RequestListener, limits: HttpLimits = HTTP_LIMITS): Server {
  return createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    listener,
  );
}
