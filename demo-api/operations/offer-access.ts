import type { DemoContext } from "../demo-context.ts";
import { type ErrorBody, type HttpProblem, problem, type Schemas } from "../http.ts";
import { effectiveState, stateCode } from "../offer-model.ts";
import type { OperationRequest } from "../router.ts";
import { DEMO_BRANDS } from "../seed/brands.ts";
import { isPersonalDataComplete } from "../seed/customers.ts";
import { findOfferSeed, type OfferSeed } from "../seed/offers.ts";
import type { OfferRuntime } from "../store.ts";

type OfferErrorCode = Schemas["OfferErrorCode"];
type OfferState = Schemas["OfferState"];

const CODES: Record<OfferErrorCode, [status: number, message: string]> = {
  OFFER_CANCELLED: [410, "The offer was cancelled."],
  OFFER_EXPIRED: [410, "The offer has expired."],
  OFFER_CONSUMED: [409, "The offer has already been ordered."],
  OFFER_BLOCKED: [423, "The offer is blocked."],
  OFFER_ABANDONED_PAYMENT: [409, "The payment of this offer was abandoned."],
  OFFER_INCOMPATIBLE_STATE: [409, "The offer is in a state that does not allow this."],
  OFFER_PAYMENT_WAITFORCAPTURE: [409, "The payment is waiting for capture."],
  OFFER_MISMATCH: [409, "The offer does not match the request."],
  OFFER_TECH_ERROR: [500, "The offer could not be loaded for a technical reason."],
  TECHNICAL_PROBLEM: [500, "A technical problem occurred."],
  DOWNTIME: [503, "The shop is in maintenance."],
  NO_PAYMENT_METHODS_AVAILABLE: [422, "No payment method is available for this offer."],
  NO_HARDWARE_STOCK: [422, "The device is out of stock."],
  BIRTHDATE_NOT_PRESENT: [422, "The birth date is missing."],
  IDENTIFICATIONDATA_MISSING: [422, "The identity document data is missing."],
  PERSONAL_DATA_MISSING: [422, "Personal data is missing."],
  RESERVATION_AMOUNT_CAN_NOT_BE_BLOCKED: [422, "The amount could not be reserved on the payment method."],
  RESERVATION_CALL_HOTLINE: [422, "Please call the hotline to complete the order."],
  RESERVATION_FOUND_NO_ORDER: [422, "The reservation has no order."],
  RESERVATION_RETRY_DOWNTIME: [503, "The reservation service is in maintenance; try again later."],
  RESERVATION_RETRY_LATER: [422, "The reservation failed; try again later."],
  RESERVATION_RETRY_MODAL: [422, "The reservation failed; try again."],
};

/** The error an offer code is answered with, carrying use case, hotline and, for downtimes, the window. */
export function offerProblem(code: OfferErrorCode, seed: OfferSeed, now: Date): HttpProblem {
  const [status, message] = CODES[code];
  const extra: Partial<ErrorBody> = {
    offerUseCase: seed.offerUseCase,
    shopHotline: DEMO_BRANDS[seed.brand].hotline.displayNumber,
  };
  if (code === "DOWNTIME" || code === "RESERVATION_RETRY_DOWNTIME") {
    const from = new Date(now.getTime() - 30 * 60 * 1000);
    const until = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    extra.downtime = { from: from.toISOString(), until: until.toISOString() };
  }
  return problem(status, code, message, extra);
}

export interface OfferAccess {
  seed: OfferSeed;
  index: number;
  runtime: OfferRuntime;
  state: OfferState;
}

export interface AccessRule {
  /** States in which the call is allowed; `any` for the dealer preview and documents. */
  states: readonly OfferState[] | "any";
  /** The dealer preview needs no customer login. */
  skipLogin?: boolean;
}

export const OPEN_ONLY: AccessRule = { states: ["open"] };

/** Finds the offer and answers 404, 403, 401, 500 or the offer's code when the caller may not go on. */
export function accessOffer(
  token: string,
  request: OperationRequest,
  demo: DemoContext,
  rule = OPEN_ONLY,
): OfferAccess {
  const found = findOfferSeed(token);
  if (!found) throw problem(404, "NOT_FOUND", "Offer not found.");
  const { seed, index } = found;
  if (seed.access === "serverError") throw problem(500, "INTERNAL_ERROR", "Internal error.");
  if (seed.access === "forbidden") throw problem(403, "FORBIDDEN", "This offer is not available to you.");
  // A bearer opens the one offer its code belongs to (a private copy's bearer is not the seed's, nor the reverse).
  const bearerOffer = request.bearer === undefined ? undefined : demo.authTokens.get(request.bearer);
  if (seed.access === "login" && !rule.skipLogin && bearerOffer !== token) {
    throw problem(401, "UNAUTHORIZED", "Login required.", { offerUseCase: seed.offerUseCase });
  }
  const now = demo.now();
  if (seed.failure?.on === "load") throw offerProblem(seed.failure.code, seed, now);
  const runtime = demo.store.offer(token);
  const state = effectiveState(seed, runtime.state, now);
  if (rule.states !== "any" && !rule.states.includes(state)) {
    throw offerProblem(stateCode(state) ?? "OFFER_INCOMPATIBLE_STATE", seed, now);
  }
  if (rule.states !== "any" && seed.paymentMethods.length === 0)
    throw offerProblem("NO_PAYMENT_METHODS_AVAILABLE", seed, now);
  return { seed, index, runtime, state };
}

export function identityRequired(seed: OfferSeed): boolean {
  return !seed.kind.startsWith("green_idv");
}

export function completeness(access: OfferAccess) {
  return {
    personalDataComplete: isPersonalDataComplete(access.runtime.personalData),
    identityDataComplete: access.runtime.identityDocument !== undefined,
  };
}

export function offerCustomer(runtime: OfferRuntime): Schemas["OfferCustomer"] {
  const data = runtime.personalData ?? {};
  const customer: Schemas["OfferCustomer"] = {};
  if (data.salutation) customer.salutation = data.salutation;
  if (data.firstName) customer.firstName = data.firstName;
  if (data.lastName) customer.lastName = data.lastName;
  return customer;
}

/** App path prefix of a language: German has none. */
export function languagePrefix(language: Schemas["Language"] | undefined): string {
  return language && language !== "de" ? `/${language}` : "";
}
