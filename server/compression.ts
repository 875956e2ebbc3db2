import compression from "compression";
import type { RequestHandler } from "express";

/**
 * gzip level of the responses: level 4 costs about half the CPU of the default 6 on these pages (0.18–0.29 ms
 * against 0.33–0.51 ms per document) for 2.5–4.5 % more bytes (docs/performance.md). Brotli, where the browser
 * offers it, keeps the middleware's quality 4.
 */
export const GZIP_LEVEL = 4;

/** Compresses every compressible response (gzip or brotli, as the browser asks). */
export function compressResponses(): RequestHandler {
  return compression({ level: GZIP_LEVEL });
}
