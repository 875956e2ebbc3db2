import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { Agent as HttpsAgent } from "node:https";
import type { RequestHandler } from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
import { proxyTarget } from "./proxy-target.ts";

/** RFC 9110 §7.6.1: meaningful for one connection only, never forwarded. */
const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "upgrade",
];

/** Hop-by-hop names, including those the Connection header lists. */
export function hopByHopHeaders(connection: string | string[] | undefined): string[] {
  const listed = [connection ?? []]
    .flat()
    .flatMap((value) => value.split(","))
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set([...HOP_BY_HOP, ...listed])];
}

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
}

/**
 * Forwards `/api/*` (and, with the embedded demo backend, `/__demo/*`) to the backend origin. Only a path
 * `proxyTarget` has checked reaches the backend, rebuilt from the raw request target with the query as it came;
 * a malformed one is answered 400 here (`server/proxy-target.ts`). Bodies stream both ways (PDF downloads,
 * multipart uploads); request headers pass through, hop-by-hop headers do not.
 * Mount before any body parser. An unreachable backend answers 502 in the contract's error shape.
 */
export function createApiProxy(options: ApiProxyOptions): RequestHandler {
  const agent = options.target.startsWith("https:")
    ? new HttpsAgent({ keepAlive: true, timeout: IDLE_MS })
    : new Agent({ keepAlive: true, timeout: IDLE_MS });
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: options.target,
    agent,
    changeOrigin: true,
    xfwd: true,
    // Only what the middleware below has checked, with the path it rebuilt.
    pathFilter: (_path, req) => checkedPaths.has(req),
    pathRewrite: (_path, req) => checkedPaths.get(req),
    on: {
      proxyReq(proxyReq: ClientRequest, req: IncomingMessage) {
        for (const name of hopByHopHeaders(req.headers.connection)) {
          if (name !== "connection") proxyReq.removeHeader(name);
        }
      },
      proxyRes(proxyRes: IncomingMessage) {
        for (const name of hopByHopHeaders(proxyRes.headers.connection)) {
          if (name !== "transfer-encoding") delete proxyRes.headers[name];
        }
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
