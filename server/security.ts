import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { carriesToken } from "./redact.ts";

export function contentSecurityPolicy(nonce: string): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Security headers for every response; a fresh CSP nonce per request is kept in `res.locals.cspNonce`. */
export function securityHeaders(): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
    res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    res.setHeader("X-Content-Type-Options", "nosniff");
    // Set before any handler runs, so redirects and error pages of these addresses carry them too.
    if (carriesToken(req.originalUrl)) {
      // Tokens in the address must not leak to other sites, caches or search engines.
      res.setHeader("Referrer-Policy", "no-referrer");
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Robots-Tag", "noindex");
    } else {
      res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    }
    next();
  };
}
