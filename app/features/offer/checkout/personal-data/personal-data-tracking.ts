import { track } from "~/platform/analytics/events";
import { offerTrackingLabel } from "~/platform/analytics/flow-labels";
import type { Cart, OfferKind, OfferUseCase } from "~/platform/api/types";
import { readItem, writeItem } from "~/platform/storage/browser-storage";
import { ga4Items } from "../../tracking/offer-tracking";

/** Session-storage key remembering which cart's checkout has begun (begin_checkout once per cart and tab session). */
export const CHECKOUT_BEGUN_KEY = "checkout_begun";

/** The point-4 event "personal data saved": the offer's label and use case, never a name or an address. */
export function trackPersonalDataSaved(kind: OfferKind, useCase: OfferUseCase): void {
  track("offer_personal_data_saved", { label: offerTrackingLabel(kind), useCase });
}

/** GA4 `begin_checkout` with the chosen cart's items (labels, prices); no token, name or e-mail. */
export function beginCheckoutPayload(cart: Cart) {
  const items = ga4Items(cart.offers.map((item) => ({ kind: item.kind, items: [item] })));
  const value = Math.round(items.reduce((sum, item) => sum + item.price, 0) * 100) / 100;
  return { ecommerce: { currency: "EUR" as const, value, items } };
}

/** Which cart a begun checkout belongs to: one marker per cart choice, kept out of every pushed value. */
export function checkoutMarker(token: string, choice: number, useCase: OfferUseCase): string {
  return `${useCase}.${choice}.${token}`;
}

/**
 * `begin_checkout` when the customer first reaches the personal-data step with this cart: not again on a reload,
 * a back-and-forth or a returning draft. Returns whether it was pushed.
 */
export function trackBeginCheckout(cart: Cart | null, marker: string, storage: Storage | undefined): boolean {
  if (!cart || readItem(storage, CHECKOUT_BEGUN_KEY) === marker) return false;
  writeItem(storage, CHECKOUT_BEGUN_KEY, marker);
  track("begin_checkout", beginCheckoutPayload(cart));
  return true;
}
