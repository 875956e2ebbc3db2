import { useEffect, useRef } from "react";
import { type UIMatch, useLocation, useMatches } from "react-router";
import { type EventCatalogue, track } from "~/platform/analytics/events";
import { errorPageEvent } from "~/platform/analytics/page-events";
import type { OfferErrorState } from "./error-page-state";

type TrackedState = Pick<OfferErrorState, "group" | "reason" | "status" | "offerUseCase">;

/**
 * The error page's detail payload: reason (code or kind; null on the general page), its text group, status,
 * use case and the route pattern — never the token, never what `?code=` said when it was not a known reason.
 */
export function offerErrorEvent(
  state: TrackedState,
  matches: readonly Pick<UIMatch, "id" | "pathname" | "params">[],
): EventCatalogue["offer_error_page"] {
  const { detail } = errorPageEvent(state.status, matches);
  return {
    detail: { ...detail, reason: state.reason, group: state.group, offerUseCase: state.offerUseCase },
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
    const event = offerErrorEvent(state, matches);
    track("offer_error_page", event);
    track("error_page_shown", event);
  }, [key, state, matches]);
}
