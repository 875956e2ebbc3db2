import express, { type ErrorRequestHandler, type RequestHandler, Router } from "express";
import { rateLimit } from "express-rate-limit";

/** What a report endpoint accepts and how often. */
export interface ReportEndpointOptions {
  /** Media types the body may have (without parameters); any other answers 415. */
  types: readonly string[];
  /** Largest body in bytes; a larger one answers 413 before it is read in full. */
  maxBytes: number;
  /** Requests per client address and minute; more answer 429 (per instance: the count lives in memory). */
  perMinute: number;
  /**
   * Takes the parsed JSON body; answers whether it was a valid report (logged there) — false answers 400.
   * It must not throw; if it does, the answer is still a 400, never a 500.
   */
  handle(body: unknown): boolean;
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: "Bad Request",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
};

function answer(res: express.Response, status: number): void {
  res
    .status(status)
    .type("text/plain")
    .send(STATUS_TEXT[status] ?? "Bad Request");
}

function mediaTypeOf(req: express.Request): string {
  return (req.headers["content-type"] ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
}

/**
 * A POST-only endpoint for reports the browser sends on its own (CSP violations, Web Vitals beacons): rate-limited per
 * client address (`express-rate-limit`; the address is Express's `req.ip`, so TRUST_PROXY decides), a bounded JSON
 * body of the listed types, 204 for a valid report and a short 4xx for anything else — never a 500, never the input
 * echoed back.
 */
export function reportEndpoint(options: ReportEndpointOptions): Router {
  const types = new Set(options.types);
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: options.perMinute,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, res) => answer(res, 429),
  });
  const acceptsType: RequestHandler = (req, res, next) => {
    if (types.has(mediaTypeOf(req))) next();
    else answer(res, 415);
  };
  const parse = express.json({ type: [...types], limit: options.maxBytes, strict: false });
  const handle: RequestHandler = (req, res) => {
    let valid = false;
    try {
      valid = options.handle(req.body);
    } catch (error) {
      req.log?.warn({ err: error }, "report not handled");
    }
    if (valid) res.status(204).end();
    else answer(res, 400);
  };
  // body-parser's own errors carry their 4xx (413 too large, 400 malformed JSON, 415 unsupported charset).
  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    const status = typeof error?.status === "number" ? error.status : 400;
    answer(res, status in STATUS_TEXT ? status : 400);
  };
  const router = Router();
  router.post("/", limiter, acceptsType, parse, handle);
  router.all("/", (_req, res) => {
    res.setHeader("Allow", "POST");
    res.status(405).type("text/plain").send("Method Not Allowed");
  });
  router.use(onError);
  return router;
}
