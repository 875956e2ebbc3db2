import compression from "compression";
import type { RequestHandler } from "express";

/**
 * gzip level of the documents and API answers, written anew for every request: level 4 costs about half the CPU
 * of the default 6 on these pages (0.18–0.29 ms against 0.33–0.51 ms per document) for 2.5–4.5 % more bytes
 * (docs/performance.md, round 4).
 */
export const GZIP_LEVEL = 4;

/**
 * The hashed bundles and the catalogue files are the same bytes for every visitor and kept by the browser for a
 * year: they keep zlib's default level 6 (the size budgets measure them so), where a few percent of the first load
 * matter more than the CPU of a request that each browser makes once.
 */
const LASTING_FILES = ["/assets/", "/i18n/"];
export const FILE_GZIP_LEVEL = 6;

/** Compresses every compressible response (gzip or brotli quality 4, as the browser asks). */
export function compressResponses(): RequestHandler {
  const documents = compression({ level: GZIP_LEVEL });
  const files = compression({ level: FILE_GZIP_LEVEL });
  return (req, res, next) =>
    (LASTING_FILES.some((prefix) => req.path.startsWith(prefix)) ? files : documents)(req, res, next);
}
