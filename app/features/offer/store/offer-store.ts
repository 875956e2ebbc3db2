import type { Offer } from "~/platform/api/types";
import type { OfferErrorReason } from "../error-path";

/** Events the page tracks once per page load; the store remembers which went out. */
export type TrackedOnce = "offerLoaded" | "offerList";

/** A problem the page shows without leaving it (a document that did not download). */
export interface OfferPageError {
  kind: "documents";
  reason: OfferErrorReason;
  /** The document that failed (its address and title), so the message stands beside its link. */
  url: string;
  title: string;
}

/**
 * The offer page's state (one offer store, reducer style). `loading` while the browser
 * loads an offer the server could not (login offers: the auth token lives in local storage).
 */
export interface OfferState {
  status: "ready" | "loading";
  offer: Offer | null;
  /** Index of the choice in view (0 = the initial offer). */
  selected: number;
  error: OfferPageError | null;
  tracked: Readonly<Record<TrackedOnce, boolean>>;
}

export type OfferAction =
  | { type: "loading" }
  | { type: "loaded"; offer: Offer }
  | { type: "select"; index: number }
  | { type: "failed"; error: OfferPageError }
  /** Client action `tracking`: an event of the page went out. */
  | { type: "tracking"; event: TrackedOnce }
  /** Client action `resetPayment`: an aborted or failed payment is forgotten, the offer is open again. */
  | { type: "resetPayment" }
  /** Client action `clearError`. */
  | { type: "clearError" };

const NOTHING_TRACKED = { offerLoaded: false, offerList: false } as const;

/** The state the server rendered with: the offer from the loader, or loading when the browser must fetch it. */
export function initialOfferState(offer: Offer | null): OfferState {
  return { status: offer ? "ready" : "loading", offer, selected: 0, error: null, tracked: NOTHING_TRACKED };
}

function choiceCount(offer: Offer | null): number {
  return offer ? 1 + (offer.alternatives?.length ?? 0) : 0;
}

export function offerReducer(state: OfferState, action: OfferAction): OfferState {
  switch (action.type) {
    case "loading":
      return { ...state, status: "loading" };
    case "loaded":
      return { ...state, status: "ready", offer: action.offer, selected: 0, tracked: NOTHING_TRACKED };
    case "select": {
      const count = choiceCount(state.offer);
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= count) return state;
      return action.index === state.selected ? state : { ...state, selected: action.index };
    }
    case "failed":
      return { ...state, error: action.error };
    case "tracking":
      return state.tracked[action.event] ? state : { ...state, tracked: { ...state.tracked, [action.event]: true } };
    case "resetPayment": {
      const offer = state.offer;
      const paymentEnded = offer?.state === "paymentAborted" || offer?.state === "paymentFailed";
      return { ...state, error: null, offer: offer && paymentEnded ? { ...offer, state: "open" } : offer };
    }
    case "clearError":
      return state.error ? { ...state, error: null } : state;
  }
}
