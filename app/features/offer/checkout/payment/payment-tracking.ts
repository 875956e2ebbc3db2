import { track } from "~/platform/analytics/events";
import { offerTrackingLabel } from "~/platform/analytics/flow-labels";
import type { OfferKind, OfferUseCase, PaymentMethod } from "~/platform/api/types";
import { ga4Items, type OfferGa4Item, type TrackedChoice } from "../../tracking/offer-tracking";

/** What the payment step tracks about the chosen cart, prepared on the server: no token, no IBAN, no name. */
export interface PaymentTracking {
  label: string;
  useCase: OfferUseCase;
  items: OfferGa4Item[];
}

export function paymentTracking(choice: TrackedChoice, useCase: OfferUseCase): PaymentTracking {
  return { label: offerTrackingLabel(choice.kind as OfferKind), useCase, items: ga4Items([choice]) };
}

/**
 * The two events of a saved payment step: `offer_payment_data_saved` and GA4
 * `add_payment_info` with the method as `payment_type` and the chosen cart's items. Built from the method and
 * the prepared cart only, so nothing the customer typed can reach the data layer.
 */
export function paymentSavedEvents(method: PaymentMethod, tracking: PaymentTracking) {
  const value = Math.round(tracking.items.reduce((sum, item) => sum + item.price, 0) * 100) / 100;
  return {
    saved: { label: tracking.label, useCase: tracking.useCase },
    paymentInfo: {
      ecommerce: { currency: "EUR" as const, value, payment_type: method, items: tracking.items },
    },
  };
}

export function trackPaymentSaved(method: PaymentMethod, tracking: PaymentTracking): void {
  const events = paymentSavedEvents(method, tracking);
  track("offer_payment_data_saved", events.saved);
  track("add_payment_info", events.paymentInfo);
}
