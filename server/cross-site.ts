import type { RequestHandler } from "express";

/** Methods that read: another site may link to them (a top-level GET), and they change nothing. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** What a browser says of a request that this origin's own pages made, or the customer typed. */
const OWN = new Set(["same-origin", "none"]);

/**
 * Refuses a write a browser says another site made (`Sec-Fetch-Site: cross-site` or `same-site`): the actions,
 * `/api` through the proxy and everything else. React Router's Origin check already refuses foreign origins on its
 * actions; this holds also where no Origin is checked (the proxy) and for a sibling host of the same site, which
 * SameSite cookies do not keep out. A client that sends no Sec-Fetch-Site (not a browser, or one too old to send
 * it) is left to the Origin check and to SameSite (docs/decisions/0011).
 */
export function refuseCrossSiteWrites(): RequestHandler {
  return (req, res, next) => {
    const site = req.headers["sec-fetch-site"];
    if (READS.has(req.method) || site === undefined || OWN.has(String(site))) {
      next();
      return;
    }
    res.status(403).set("Cache-Control", "no-store").type("text/plain").send("Cross-site request refused");
  };
}
