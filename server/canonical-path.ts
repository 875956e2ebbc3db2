import type { RequestHandler } from "express";
import { canonicalTokenPath } from "./redact.ts";

/**
 * A token page asked for under another spelling (`/ANGEBOT/<t>/MEINE-DATEN`, a trailing or doubled slash, an
 * encoded letter) is sent to its canonical address before anything renders, with the query as it came: React Router
 * would answer such a spelling too, and one address per page keeps caches, logs and the browser's history to the
 * one the security headers and the log redaction are written for. 308 keeps the method and the body.
 */
export function canonicalTokenPaths(): RequestHandler {
  return (req, res, next) => {
    const url = req.originalUrl;
    const query = url.indexOf("?");
    const canonical = canonicalTokenPath(query < 0 ? url : url.slice(0, query));
    if (canonical === null) {
      next();
      return;
    }
    res.redirect(308, `${canonical}${query < 0 ? "" : url.slice(query)}`);
  };
}
