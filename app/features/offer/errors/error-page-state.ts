import type { OfferError } from "~/platform/api";
import type { Downtime, OfferUseCase } from "~/platform/api/types";
import { type OfferErrorReason, reasonOf } from "../error-path";
import { errorGroupOf, type OfferErrorGroup, offersRetry, statusOf } from "./error-groups";

/** What the live check of the offer (`verifyOffer`) said; null on the general page, which has no token. */
export type LiveCheck = { ok: true; offerUseCase: OfferUseCase } | { ok: false; error: OfferError } | null;

/** What the error page shows, before formatting: no token, nothing the address could inject. */
export interface OfferErrorState {
  /** "available": the live check passed and nothing else went wrong. */
  group: OfferErrorGroup | "available";
  reason: OfferErrorReason | null;
  status: number;
  offerUseCase: OfferUseCase | null;
  /** The shop hotline the backend named with the error (display form), if any. */
  shopHotline: string | null;
  downtime: Downtime | null;
  retry: boolean;
}

/** Reasons the live check itself would report: when it passes, they are stale (an old link, a crafted address). */
const ACCESS_REASONS: ReadonlySet<OfferErrorReason> = new Set<OfferErrorReason>([
  "OFFER_EXPIRED",
  "OFFER_CONSUMED",
  "OFFER_CANCELLED",
  "OFFER_BLOCKED",
  "OFFER_ABANDONED_PAYMENT",
  "OFFER_INCOMPATIBLE_STATE",
  "OFFER_PAYMENT_WAITFORCAPTURE",
  "NO_PAYMENT_METHODS_AVAILABLE",
  "Unauthorized",
  "Forbidden",
  "NotFound",
]);

/**
 * Step failures the live check cannot see past: the offer is still in the state the step was to change (a reset
 * after an aborted or failed payment that did not go through leaves it "abandoned"), so the step's own text stays.
 */
const STEP_STATES: Partial<Record<OfferErrorReason, ReadonlySet<string>>> = {
  OfferResetFailed: new Set(["OFFER_ABANDONED_PAYMENT"]),
};

/** No answer, a 5xx or a 429: the backend failed, and the page answers as a gateway (the reason's 502 or 503). */
function isBackendFailure(status: number | undefined): boolean {
  return status === undefined || status >= 500 || status === 429;
}

function fromReason(reason: OfferErrorReason | null, status?: number): OfferErrorState {
  const group = errorGroupOf(reason);
  return {
    group,
    reason,
    status: status ?? statusOf(reason),
    offerUseCase: null,
    shopHotline: null,
    downtime: null,
    retry: offersRetry(group),
  };
}

/**
 * The page's state from `?code=` (already read with `readReason`) and the live check:
 * - the live check failed: its error is the truth (code, status, hotline, downtime, use case), so a reload or
 *   a stale `?code=` never shows a state the offer is no longer in. Two exceptions: the server has no login
 *   (the auth token lives in the browser), so its 401 does not override a code a later step reported; and a
 *   failed reset leaves the offer in the state the live check reports, so the reset's own text stays;
 * - it passed and a code was given (a later step's failure, e.g. RESERVATION_RETRY_LATER): that code's text;
 * - it passed without a code, or with a code the live check itself would have reported (stale): available (200);
 * - no live check (general page): the code's text, or the general text.
 */
export function resolveErrorState(asked: OfferErrorReason | null, live: LiveCheck): OfferErrorState {
  const stepState = asked && live && !live.ok && STEP_STATES[asked]?.has(live.error.code ?? "");
  if (live && !live.ok && !stepState && !(live.error.kind === "Unauthorized" && asked && asked !== "Unauthorized")) {
    const { error } = live;
    const state = fromReason(reasonOf(error), isBackendFailure(error.status) ? undefined : error.status);
    return {
      ...state,
      offerUseCase: error.offerUseCase ?? null,
      shopHotline: error.shopHotline?.trim() || null,
      downtime: error.downtime ?? null,
    };
  }
  if (live?.ok && (!asked || ACCESS_REASONS.has(asked))) {
    return { ...fromReason(null, 200), group: "available", retry: false, offerUseCase: live.offerUseCase };
  }
  const state = fromReason(asked);
  return live?.ok ? { ...state, offerUseCase: live.offerUseCase } : state;
}
