import { readdirSync } from "node:fs";
import express, { type RequestHandler } from "express";

/** The first segment of a path, decoded as the static file server decodes it; null when it cannot be. */
export function firstSegment(path: string): string | null {
  const segment = path.split("/", 2)[1] ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The build's public files (`/brands/…`, `/robots.txt`), cached for an hour. The static file server looks on
 * disk for every path it is asked for; asked for page addresses too, it answered each page request with a
 * failed `stat` and the error object that comes with it. It is asked only for paths whose first segment names
 * an entry of the directory (read once: the build does not change while the server runs); everything else goes
 * straight on, as it did after the failed look-up.
 */
export function publicFiles(dir: string): RequestHandler {
  const entries = new Set(readdirSync(dir));
  const serve = express.static(dir, { maxAge: "1h", index: false });
  return (req, res, next) => {
    const first = firstSegment(req.path);
    if (first !== null && entries.has(first)) serve(req, res, next);
    else next();
  };
}
