import type { RequestHandler } from "express";

/**
 * A path with broken percent-encoding (`/angebot/%C3%28`) names no page. React Router would warn about it on
 * stderr with the raw path — a token in the log — and render its error page; this answers 400 first.
 */
export function rejectMalformedPaths(): RequestHandler {
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      res.status(400).type("text/plain").send("Bad Request");
      return;
    }
    next();
  };
}
