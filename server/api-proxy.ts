import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { Agent as HttpsAgent } from "node:https";
import type { Transform } from "node:stream";
import type { Request, RequestHandler, Response } from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
import { cleanResponseHeaders, forwardsRequestHeader, proxySetHeaders } from "./proxy-headers.ts";
import {
  backendTimeoutMs,
  bodyLimitFor,
  countingBody,
  DISCARD_BYTES,
  declaresMoreThan,
  discardBody,
} from "./proxy-limits.ts";
import { proxyTarget } from "./proxy-target.ts";

export interface ApiProxyOptions {
  /** The backend's origin (API_BASE_URL, or the embedded demo backend's address). */
  target: string;
  /** The embedded demo backend runs: its `/__demo/*` pages are proxied too; otherwise the app answers them (404). */
  demo: boolean;
  /** AppConfig.secureCookies: the offer login's cookie has its `__Host-` name on every request. */
  secureCookies: boolean;
  /** API_TIMEOUT_MS, the app's own limit per API call; the proxy's backend limit is never shorter. */
  apiTimeoutMs: number | null;
}

/** A request on its way through the proxy. */
interface Exchange {
  /** The path and query the backend gets, checked. */
  path: string;
  /** The request body, counted on its way to the backend. */
  body: Transform;
  /** The most the body may hold. */
  limit: number;
  /** How long the backend exchange, or a refused body, may stay idle. */
  idleMs: number;
  proxyReq?: ClientRequest;
  backendTimedOut: boolean;
  /** The proxy has answered or cut the request itself: the proxy's own error events then have nothing to answer. */
  settled: boolean;
}

const exchanges = new WeakMap<IncomingMessage, Exchange>();

const JSON_ERROR = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };

/** An answer in the contract's error shape; `close` ends the connection after it. */
function answerError(res: ServerResponse, status: number, code: string, message: string, close = false): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ code, message });
  res.writeHead(status, {
    ...JSON_ERROR,
    "content-length": Buffer.byteLength(body),
    ...(close ? { connection: "close" } : {}),
  });
  res.end(body);
}

/** An answer of the proxy's own, in the contract's error shape. */
interface Refusal {
  status: number;
  code: string;
  message: string;
}

/**
 * A request the proxy answers itself. The body the client may still be sending is read and dropped first, so it
 * hears the answer (a connection closed mid-upload is a network failure to it); one declared, or grown, larger than
 * `DISCARD_BYTES` is not read on: the answer goes out and the connection closes.
 */
function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal, idleMs: number): void {
  const { status, code, message } = refusal;
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  if (declaresMoreThan(req.headers["content-length"], DISCARD_BYTES)) {
    answerError(res, status, code, message, true);
    return;
  }
  discardBody(req, idleMs, (close) => answerError(res, status, code, message, close));
}

const tooLarge = (limit: number): Refusal => ({
  status: 413,
  code: "PAYLOAD_TOO_LARGE",
  message: `The request body is larger than ${limit} bytes.`,
});

const answerBadGateway = (res: ServerResponse) => answerError(res, 502, "BAD_GATEWAY", "The API could not be reached.");

/**
 * Idle connections to the backend are reused, but closed after 4 s: before the 5 s after which Node servers (and
 * many others) close an idle connection themselves. With both at 5 s (Node's global agent), a request could go out
 * on a connection the backend was closing at that moment, and the customer got a 502 for nothing (seen once in
 * the e2e suite on a busy machine).
 */
const IDLE_MS = 4000;

/** A body that grows over the limit: 413, and the backend's request is aborted, so it never gets a whole body. */
function refuseOverflow(req: IncomingMessage, res: ServerResponse, exchange: Exchange): void {
  exchange.settled = true;
  req.unpipe(exchange.body);
  exchange.body.destroy();
  exchange.proxyReq?.destroy();
  refuse(req, res, tooLarge(exchange.limit), exchange.idleMs);
}

/**
 * Forwards `/api/*` (and, with the embedded demo backend, `/__demo/*`) to the backend. Mount before any body
 * parser. Bodies stream both ways (PDF downloads, multipart uploads).
 *
 * - Only a path `proxyTarget` has checked reaches the backend, rebuilt from the raw request target with the query
 *   as it came; a malformed one is answered 400 here (`server/proxy-target.ts`).
 * - The backend hears the allow-list of `server/proxy-headers.ts`, and the browser gets no `Set-Cookie` and no
 *   hop-by-hop header from it.
 * - A body over its path's limit (`bodyLimitFor`: the proof upload's 5 MB and framing, 64 KiB elsewhere) is
 *   answered 413, by its Content-Length before anything is sent, or when a chunked body grows past it (the
 *   backend's request is then aborted, so it never sees a complete body).
 * - The backend exchange may stay idle for `backendTimeoutMs` (httpxy's `proxyTimeout`): then a backend that owes
 *   the answer gets the client a 504, and a client that owes the rest of its body is cut (so is one that stops
 *   sending a refused body). httpxy's own client `timeout` is not used: it adds a listener to the client's socket
 *   per request, which a kept-alive connection collects until Node warns of a leak after ten.
 * - An unreachable backend answers 502 and a silent one 504, in the contract's error shape (504 carries
 *   `BAD_GATEWAY`: the contract has no code of its own for it).
 */
export function createApiProxy(options: ApiProxyOptions): RequestHandler {
  const agent = options.target.startsWith("https:")
    ? new HttpsAgent({ keepAlive: true, timeout: IDLE_MS })
    : new Agent({ keepAlive: true, timeout: IDLE_MS });
  const idleMs = backendTimeoutMs(options.apiTimeoutMs);
  const proxy = createProxyMiddleware<Request, Response>({
    target: options.target,
    agent,
    changeOrigin: true,
    xfwd: false,
    proxyTimeout: idleMs,
    // Only what the middleware below has checked; it rebuilt the path and counts the body.
    pathFilter: (_path, req) => exchanges.has(req),
    pathRewrite: (_path, req, _res, perRequest) => {
      const exchange = exchanges.get(req);
      if (!exchange || !perRequest) return undefined;
      perRequest.buffer = exchange.body;
      return exchange.path;
    },
    on: {
      proxyReq(proxyReq, req) {
        const exchange = exchanges.get(req);
        if (!exchange || exchange.settled) {
          proxyReq.destroy();
          return;
        }
        exchange.proxyReq = proxyReq;
        proxyReq.on("timeout", () => {
          exchange.backendTimedOut = true;
        });
        for (const name of proxyReq.getHeaderNames()) {
          if (!forwardsRequestHeader(name, req.headers.connection)) proxyReq.removeHeader(name);
        }
        const set = proxySetHeaders({
          headers: req.headers,
          ips: req.ips,
          peer: req.socket.remoteAddress,
          host: req.host,
          protocol: req.protocol,
          secureCookies: options.secureCookies || req.secure,
        });
        for (const [name, value] of Object.entries(set)) if (value !== undefined) proxyReq.setHeader(name, value);
        // A re-framed chunked body: the connection is not reused after it (httpxy's rule, kept).
        if (proxyReq.hasHeader("transfer-encoding")) proxyReq.setHeader("connection", "close");
      },
      proxyRes(proxyRes) {
        cleanResponseHeaders(proxyRes.headers);
      },
      error(_error, req, res) {
        if (!("writeHead" in res)) {
          res.destroy();
          return;
        }
        const exchange = exchanges.get(req);
        if (exchange?.settled) return;
        if (exchange?.backendTimedOut && !req.complete) {
          // The client never finished its body: there is nobody to answer.
          exchange.settled = true;
          req.socket.destroy();
          return;
        }
        if (exchange?.backendTimedOut) answerError(res, 504, "BAD_GATEWAY", "The API did not answer in time.");
        else answerBadGateway(res);
      },
    },
  });
  return (req, res, next) => {
    const target = proxyTarget(req.originalUrl, req.headers.host, { demo: options.demo });
    if (target.kind === "app") {
      next();
      return;
    }
    if (target.kind === "refused") {
      const message = `The request target is not accepted (${target.reason}).`;
      refuse(req, res, { status: 400, code: "BAD_REQUEST", message }, idleMs);
      return;
    }
    const encoding = req.headers["content-encoding"];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== "identity") {
      const compressed = "Request bodies are not accepted compressed.";
      refuse(req, res, { status: 415, code: "UNSUPPORTED_CONTENT_TYPE", message: compressed }, idleMs);
      return;
    }
    const limit = bodyLimitFor(target.path);
    if (declaresMoreThan(req.headers["content-length"], limit)) {
      refuse(req, res, tooLarge(limit), idleMs);
      return;
    }
    // Node has sent `100 Continue` already; httpxy would not call the header hook above for a request with Expect.
    delete req.headers.expect;
    const exchange: Exchange = {
      path: target.path,
      body: countingBody(limit, () => refuseOverflow(req, res, exchange)),
      limit,
      idleMs,
      backendTimedOut: false,
      settled: false,
    };
    exchanges.set(req, exchange);
    req.pipe(exchange.body);
    proxy(req, res, (error?: unknown) => {
      // The error handler above has answered already; anything else is not ours to pass on.
      if (error) {
        if (!res.headersSent && !exchange.settled) answerBadGateway(res);
        return;
      }
      next();
    }).catch(() => {
      if (!exchange.settled) answerBadGateway(res);
    });
  };
}
