import compression from "compression";
import type { RequestHandler, Response } from "express";

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

/**
 * React Router's Express adapter calls `res.flush()` after every chunk it writes, so that streamed parts reach the
 * browser at once; behind the compressor each call is a full flush of zlib. A page whose loader data is sent in
 * many pieces made a dozen of them per document. Here the flushes of one turn of the event loop become one, after
 * the chunks written in that turn: nothing that was written waits longer than that turn, and a document rendered
 * whole is flushed once (docs/performance.md, "Server levers"). `COMPRESSION_FLUSH=each` keeps one flush per
 * chunk, for the same-run comparison of the bench (BENCH_VARIANT).
 */
export function coalesceFlushes(res: Response): void {
  const flush = (res as Response & { flush?: () => void }).flush;
  if (typeof flush !== "function") return;
  let pending = false;
  (res as Response & { flush: () => void }).flush = () => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      if (!res.writableEnded) flush.call(res);
    });
  };
}

/** Compresses every compressible response (gzip or brotli quality 4, as the browser asks). */
export function compressResponses(options: { flush?: "each" | "coalesced" } = {}): RequestHandler {
  const documents = compression({ level: GZIP_LEVEL });
  const files = compression({ level: FILE_GZIP_LEVEL });
  const coalesced = (options.flush ?? "coalesced") === "coalesced";
  return (req, res, next) => {
    const lasting = LASTING_FILES.some((prefix) => req.path.startsWith(prefix));
    (lasting ? files : documents)(req, res, (error?: unknown) => {
      if (coalesced && !lasting) coalesceFlushes(res);
      next(error);
    });
  };
}
