import { useEffect, useRef } from "react";
import { type UIMatch, useLocation, useMatches } from "react-router";
import { patternOfRouteId } from "~/route-table";
import { track } from "./events";
import { APPLICATION_NAME, LOGIN_STATUS } from "./labels";

export const NOT_FOUND_PATTERN = "(not found)";

/** The tracked path: the deepest matched route's pattern, so tokens never reach the data layer. */
export function trackedPath(matches: readonly Pick<UIMatch, "id">[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const id = matches[i]?.id;
    if (!id || id === "root") continue;
    return patternOfRouteId(id) ?? (id === "not-found" ? NOT_FOUND_PATTERN : id);
  }
  return NOT_FOUND_PATTERN;
}

/** Pushes a page view for every navigation (and the first page). */
export function usePageViewTracking(page: { language: string; brand: string }): void {
  const location = useLocation();
  const matches = useMatches();
  const last = useRef<string | null>(null);
  const key = `${location.pathname}${location.search}`;
  useEffect(() => {
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
