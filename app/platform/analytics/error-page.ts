import { useEffect, useRef } from "react";
import { type UIMatch, useLocation, useMatches } from "react-router";
import { type EventCatalogue, track } from "./events";
import { trackedPath } from "./page-view";

/**
 * The tracked error event of an error page: its status and the route pattern, as page
 * views track it — a token becomes `:token`, an unknown address is "(not found)", never the raw path.
 */
export function errorPageEvent(
  status: number,
  matches: readonly Pick<UIMatch, "id" | "pathname" | "params">[],
): EventCatalogue["error_page_shown"] {
  return { detail: { status, path: trackedPath(matches) } };
}

/** Pushes `error_page_shown` once per error page shown (the 404 page and the fatal error page). */
export function useErrorPageTracking(status: number): void {
  const matches = useMatches();
  const location = useLocation();
  const last = useRef<string | null>(null);
  const key = `${status} ${location.key} ${location.pathname}`;
  useEffect(() => {
    // Strict mode runs effects twice in development; one event per error page.
    if (last.current === key) return;
    last.current = key;
    track("error_page_shown", errorPageEvent(status, matches));
  }, [key, status, matches]);
}
