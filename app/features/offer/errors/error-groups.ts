import type { OfferErrorReason } from "../error-path";

/** The texts of the offer error page: one group per kind of trouble, each with headline, explanation, next step. */
export type OfferErrorGroup =
  | "expired"
  | "consumed"
  | "cancelled"
  | "blocked"
  | "abandonedPayment"
  | "incompatibleState"
  | "waitingForCapture"
  | "reservationHotline"
  | "reservationRetryLater"
  | "reservationRetryDowntime"
  | "reservationAmount"
  | "reservationNoOrder"
  | "downtime"
  | "technical"
  | "missingData"
  | "noHardwareStock"
  | "noPaymentMethods"
  | "mismatch"
  | "unauthorized"
  | "forbidden"
  | "notFound"
  | "unexpected"
  | "documentsNotLoaded"
  | "resetFailed"
  | "summaryNotLoaded"
  | "paymentAborted"
  | "paymentFailed"
  /** No (known) reason was given: the general page. */
  | "general";

interface GroupRule {
  group: OfferErrorGroup;
  /**
   * The page's HTTP status when only the reason is known (the backend's 4xx for the code otherwise). A backend
   * failure is a gateway's 502 (503 for a downtime), as on the IDV pages; 500 is kept for our own crash.
   */
  status: number;
}

/** Every code and kind, exhaustive by type: a new code of the contract fails to compile until it has a text. */
const RULES: Record<OfferErrorReason, GroupRule> = {
  OFFER_EXPIRED: { group: "expired", status: 410 },
  OFFER_CONSUMED: { group: "consumed", status: 409 },
  OFFER_CANCELLED: { group: "cancelled", status: 410 },
  OFFER_BLOCKED: { group: "blocked", status: 423 },
  OFFER_ABANDONED_PAYMENT: { group: "abandonedPayment", status: 409 },
  OFFER_INCOMPATIBLE_STATE: { group: "incompatibleState", status: 409 },
  OFFER_PAYMENT_WAITFORCAPTURE: { group: "waitingForCapture", status: 409 },
  RESERVATION_CALL_HOTLINE: { group: "reservationHotline", status: 422 },
  RESERVATION_RETRY_LATER: { group: "reservationRetryLater", status: 422 },
  RESERVATION_RETRY_MODAL: { group: "reservationRetryLater", status: 422 },
  RESERVATION_RETRY_DOWNTIME: { group: "reservationRetryDowntime", status: 503 },
  RESERVATION_AMOUNT_CAN_NOT_BE_BLOCKED: { group: "reservationAmount", status: 422 },
  RESERVATION_FOUND_NO_ORDER: { group: "reservationNoOrder", status: 422 },
  DOWNTIME: { group: "downtime", status: 503 },
  OFFER_TECH_ERROR: { group: "technical", status: 502 },
  TECHNICAL_PROBLEM: { group: "technical", status: 502 },
  BIRTHDATE_NOT_PRESENT: { group: "missingData", status: 422 },
  IDENTIFICATIONDATA_MISSING: { group: "missingData", status: 422 },
  PERSONAL_DATA_MISSING: { group: "missingData", status: 422 },
  NO_HARDWARE_STOCK: { group: "noHardwareStock", status: 422 },
  NO_PAYMENT_METHODS_AVAILABLE: { group: "noPaymentMethods", status: 422 },
  OFFER_MISMATCH: { group: "mismatch", status: 409 },
  Unauthorized: { group: "unauthorized", status: 401 },
  Forbidden: { group: "forbidden", status: 403 },
  NotFound: { group: "notFound", status: 404 },
  Unexpected: { group: "unexpected", status: 502 },
  // A code-less "could not be accessed" has nothing more specific to say.
  NotAccessible: { group: "unexpected", status: 409 },
  DocumentsNotLoaded: { group: "documentsNotLoaded", status: 502 },
  OfferResetFailed: { group: "resetFailed", status: 502 },
  OfferSummaryNotLoaded: { group: "summaryNotLoaded", status: 502 },
  PaymentAborted: { group: "paymentAborted", status: 409 },
  PaymentFailed: { group: "paymentFailed", status: 409 },
};

/** Groups whose cause passes: the page offers "Erneut versuchen" (back to the offer). */
const LATER: ReadonlySet<OfferErrorGroup> = new Set<OfferErrorGroup>([
  "downtime",
  "reservationRetryLater",
  "reservationRetryDowntime",
  "technical",
  "unexpected",
  "waitingForCapture",
  "documentsNotLoaded",
  "summaryNotLoaded",
  "resetFailed",
  "paymentAborted",
  "paymentFailed",
]);

/** Every reason the page can be told, for tests and the e2e sweep. */
export const OFFER_ERROR_REASONS = Object.keys(RULES) as OfferErrorReason[];

/** The text group of a reason; no reason reads as the general page. */
export function errorGroupOf(reason: OfferErrorReason | null): OfferErrorGroup {
  return reason ? RULES[reason].group : "general";
}

/** The HTTP status that fits a reason when the backend's answer is not at hand. */
export function statusOf(reason: OfferErrorReason | null): number {
  return reason ? RULES[reason].status : 200;
}

/** True where the code means "later": a retry can work without anyone doing anything. */
export function offersRetry(group: OfferErrorGroup): boolean {
  return LATER.has(group);
}
