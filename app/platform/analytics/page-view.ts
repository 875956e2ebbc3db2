import { useLayoutEffect, useRef } from "react";
import { type UIMatch, useLocation, useMatches } from "react-router";
import { track } from "./events";
import { APPLICATION_NAME, LOGIN_STATUS } from "./labels";

export const NOT_FOUND_PATTERN = "(not found)";

/**
 * The tracked path: the deepest match's path with every parameter value replaced by its name
 * ("/angebot/:token/zahlung"), so tokens never reach the data layer; unknown pages are not tracked by path.
 */
export function trackedPath(matches: readonly Pick<UIMatch, "id" | "pathname" | "params">[]): string {
  const match = matches.at(-1);
  if (!match || match.id === "not-found" || match.id === "root") return NOT_FOUND_PATTERN;
  const byValue = new Map<string, string>();
  for (const [name, value] of Object.entries(match.params)) {
    if (value) byValue.set(value, `:${name}`);
  }
  const segments = match.pathname.split("/").map((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // keep the raw segment
    }
    return byValue.get(segment) ?? byValue.get(decoded) ?? segment;
  });
  const path = segments.join("/");
  return path.length > 1 ? path.replace(/\/$/, "") : path;
}

/** Pushes a page view for every navigation (and the first page). */
export function usePageViewTracking(page: { language: string; brand: string }): void {
  const location = useLocation();
  const matches = useMatches();
  const last = useRef<string | null>(null);
  const key = `${location.pathname}${location.search}`;
  // A layout effect runs before the page's own effects, so the page view precedes the page's events.
  useLayoutEffect(() => {
    // Strict mode runs effects twice in development; one page view per page.
    if (last.current === key) return;
    last.current = key;
    track("page_view", {
      page: {
        path: trackedPath(matches),
        language: page.language,
        brand: page.brand,
        application: APPLICATION_NAME,
        loginStatus: LOGIN_STATUS,
      },
    });
  }, [key, matches, page.language, page.brand]);
}
