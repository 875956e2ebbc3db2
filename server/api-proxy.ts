import { Agent, type IncomingMessage, type ServerResponse } from "node:http";
import { Agent as HttpsAgent } from "node:https";
import type { Request, RequestHandler, Response } from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
import { cleanResponseHeaders, forwardsRequestHeader, proxySetHeaders } from "./proxy-headers.ts";
import { proxyTarget } from "./proxy-target.ts";

const JSON_ERROR = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };

/** An answer in the contract's error shape. */
function answerError(res: ServerResponse, status: number, code: string, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ code, message });
  res.writeHead(status, { ...JSON_ERROR, "content-length": Buffer.byteLength(body) });
  res.end(body);
}

const answerBadGateway = (res: ServerResponse) => answerError(res, 502, "BAD_GATEWAY", "The API could not be reached.");

/** The checked path and query each proxied request is forwarded with. */
const checkedPaths = new WeakMap<IncomingMessage, string>();

/**
 * Idle connections to the backend are reused, but closed after 4 s: before the 5 s after which Node servers (and
 * many others) close an idle connection themselves. With both at 5 s (Node's global agent), a request could go out
 * on a connection the backend was closing at that moment, and the customer got a 502 for nothing (seen once in
 * the e2e suite on a busy machine).
 */
const IDLE_MS = 4000;

export interface ApiProxyOptions {
  /** The backend's origin (API_BASE_URL, or the embedded demo backend's address). */
  target: string;
  /** The embedded demo backend runs: its `/__demo/*` pages are proxied too; otherwise the app answers them (404). */
  demo: boolean;
  /** AppConfig.secureCookies: the offer login's cookie has its `__Host-` name on every request. */
  secureCookies: boolean;
}

/**
 * Forwards `/api/*` (and, with the embedded demo backend, `/__demo/*`) to the backend origin. Only a path
 * `proxyTarget` has checked reaches the backend, rebuilt from the raw request target with the query as it came;
 * a malformed one is answered 400 here (`server/proxy-target.ts`). The backend hears the allow-list of
 * `server/proxy-headers.ts`, and the browser gets no `Set-Cookie` and no hop-by-hop header from it. Bodies stream
 * both ways (PDF downloads, multipart uploads).
 * Mount before any body parser. An unreachable backend answers 502 in the contract's error shape.
 */
export function createApiProxy(options: ApiProxyOptions): RequestHandler {
  const agent = options.target.startsWith("https:")
    ? new HttpsAgent({ keepAlive: true, timeout: IDLE_MS })
    : new Agent({ keepAlive: true, timeout: IDLE_MS });
  const proxy = createProxyMiddleware<Request, Response>({
    target: options.target,
    agent,
    changeOrigin: true,
    xfwd: false,
    // Only what the middleware below has checked, with the path it rebuilt.
    pathFilter: (_path, req) => checkedPaths.has(req),
    pathRewrite: (_path, req) => checkedPaths.get(req),
    on: {
      proxyReq(proxyReq, req) {
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
      error(_error, _req, res) {
        if ("writeHead" in res) answerBadGateway(res);
        else res.destroy();
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
      answerError(res, 400, "BAD_REQUEST", `The request target is not accepted (${target.reason}).`);
      return;
    }
    // Node has sent `100 Continue` already; httpxy would not call the header hook above for a request with Expect.
    delete req.headers.expect;
    checkedPaths.set(req, target.path);
    proxy(req, res, (error?: unknown) => {
      // The error handler above has answered already; anything else is not ours to pass on.
      if (error) {
        if (!res.headersSent) answerBadGateway(res);
        return;
      }
      next();
    }).catch(() => answerBadGateway(res));
  };
}
