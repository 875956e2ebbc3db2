import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { Agent as HttpsAgent } from "node:https";
import type { RequestHandler } from "express";
import { createProxyMiddleware } from "http-proxy-middleware";

/** Paths the browser sends to its own origin that belong to the backend (the demo's pages included). */
export function isProxiedPath(pathname: string): boolean {
  return pathname.startsWith("/api/") || pathname.startsWith("/__demo/");
}

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

/** The contract's error shape for an unreachable backend. */
export function badGatewayBody(): string {
  return JSON.stringify({ code: "BAD_GATEWAY", message: "The API could not be reached." });
}

function answerBadGateway(res: ServerResponse): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(502, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(badGatewayBody());
}

/**
 * Idle connections to the backend are reused, but closed after 4 s: before the 5 s after which Node servers (and
 * many others) close an idle connection themselves. With both at 5 s (Node's global agent), a request could go out
 * on a connection the backend was closing at that moment, and the customer got a 502 for nothing (seen once in
 * the e2e suite on a busy machine).
 */
const IDLE_MS = 4000;

/**
 * Forwards `/api/*` and `/__demo/*` to the backend origin, keeping the path. Bodies stream both ways
 * (PDF downloads, multipart uploads); request headers pass through, hop-by-hop headers do not.
 * Mount before any body parser. An unreachable backend answers 502 in the contract's error shape.
 */
export function createApiProxy(options: { target: string }): RequestHandler {
  const agent = options.target.startsWith("https:")
    ? new HttpsAgent({ keepAlive: true, timeout: IDLE_MS })
    : new Agent({ keepAlive: true, timeout: IDLE_MS });
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: options.target,
    agent,
    changeOrigin: true,
    xfwd: true,
    pathFilter: (pathname) => isProxiedPath(pathname),
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
    if (!isProxiedPath(req.path)) {
      next();
      return;
    }
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
