import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { type EventCatalogue, trackAtPath } from "~/platform/analytics/events";
import type { OfferErrorState } from "./error-page-state";

type TrackedState = Pick<OfferErrorState, "group" | "reason" | "status" | "offerUseCase">;

/**
 * The error page's detail payload: reason (code or kind; null on the general page), its text group, status,
 * use case and the route pattern (`path`, worked out by the analytics: never the token) — never what `?code=`
 * said when it was not a known reason.
 */
export function offerErrorEvent(state: TrackedState, path: string): EventCatalogue["offer_error_page"] {
  return {
    detail: { status: state.status, path, reason: state.reason, group: state.group, offerUseCase: state.offerUseCase },
  };
}

/**
 * `offer_error_page` and `error_page_shown` once per page view of an error; the page that
 * finds the offer available tracks neither.
 */
export function useOfferErrorTracking(state: TrackedState): void {
  const matches = useMatches();
  const location = useLocation();
  const last = useRef<string | null>(null);
  const key = `${state.group} ${state.status} ${location.key} ${location.pathname}`;
  useEffect(() => {
    // Strict mode runs effects twice in development; one pair of events per page view.
    if (state.group === "available" || last.current === key) return;
    last.current = key;
    trackAtPath("offer_error_page", matches, (path) => offerErrorEvent(state, path));
    trackAtPath("error_page_shown", matches, (path) => offerErrorEvent(state, path));
  }, [key, state, matches]);
}
