import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { trackAtPath } from "./events";

/** Tracks `error_page_shown` once per error page shown (the 404 page and the fatal error page). */
export function useErrorPageTracking(status: number): void {
  const matches = useMatches();
  const location = useLocation();
  const last = useRef<string | null>(null);
  const key = `${status} ${location.key} ${location.pathname}`;
  useEffect(() => {
    // Strict mode runs effects twice in development; one event per error page.
    if (last.current === key) return;
    last.current = key;
    trackAtPath("error_page_shown", matches, (path) => ({ detail: { status, path } }));
  }, [key, status, matches]);
}
