import type { RequestHandler } from "express";

/**
 * The address with every `%` of its path escaped when the path's percent-encoding is broken
 * (`/angebot/%C3%28` → `/angebot/%25C3%2528`), else null. The path then names the literal text, which no
 * route accepts as a token, so the customer gets the ordinary 404 or error screen.
 */
export function repairMalformedPath(url: string): string | null {
  const query = url.indexOf("?");
  const path = query < 0 ? url : url.slice(0, query);
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    return path.replaceAll("%", "%25") + (query < 0 ? "" : url.slice(query));
  }
}

/**
 * React Router cannot decode such a path: it warns on stderr with the raw path — a token in the log — and
 * renders its error page. Repaired first, the request takes the normal way.
 */
export function repairMalformedPaths(): RequestHandler {
  return (req, _res, next) => {
    const repaired = repairMalformedPath(req.originalUrl);
    if (repaired !== null) {
      req.originalUrl = repaired;
      req.url = repairMalformedPath(req.url) ?? req.url;
    }
    next();
  };
}
