import { track } from "~/platform/analytics/events";
import { offerTrackingLabel } from "~/platform/analytics/flow-labels";
import type { OfferKind, OfferSummary, OfferUseCase } from "~/platform/api/types";
import { ga4Items } from "../../tracking/offer-tracking";

type OrderedSummary = Pick<OfferSummary, "cart" | "ecommerce"> & { order: { orderId: string } };

/**
 * GA4 `purchase`: transaction id = order id, value = revenue, tax and shipping from the summary's
 * ecommerce data, and the ordered cart's items. No token, IBAN, name or e-mail: none of them is in these fields.
 */
export function purchaseEcommerce(summary: OrderedSummary, kind: OfferKind) {
  const { ecommerce } = summary;
  return {
    transaction_id: summary.order.orderId,
    currency: "EUR" as const,
    value: ecommerce.revenue,
    tax: ecommerce.tax,
    shipping: ecommerce.shipping,
    ...(ecommerce.affiliation ? { affiliation: ecommerce.affiliation } : {}),
    ...(ecommerce.payment ? { payment_type: ecommerce.payment } : {}),
    items: ga4Items([{ kind, items: summary.cart.offers }]),
  };
}

/** `offer_confirmation`, with whether the customer came back from the payment provider. */
export function trackConfirmation(kind: OfferKind, useCase: OfferUseCase, redirectedFromPaymentProvider: boolean) {
  track("offer_confirmation", { label: offerTrackingLabel(kind), useCase, redirectedFromPaymentProvider });
}

/** `offer_confirmation_purchase` and GA4 `purchase`; the caller makes sure it runs once per order. */
export function trackPurchase(summary: OrderedSummary, kind: OfferKind) {
  const ecommerce = purchaseEcommerce(summary, kind);
  track("offer_confirmation_purchase", { ecommerce });
  track("purchase", { ecommerce });
}
