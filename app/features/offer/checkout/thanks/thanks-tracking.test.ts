// @vitest-environment happy-dom
// The analytics module, which a page loads after hydration: what the code tracks reaches the data layer at once.
import "~/platform/analytics/delivery";
import { afterEach, describe, expect, it } from "vitest";
import { STANDARD_OFFER } from "../../shop/test-data/offers.test-support";
import { purchaseEcommerce, trackConfirmation, trackPurchase } from "./thanks-tracking";

afterEach(() => {
  window.dataLayer = undefined;
});

const SUMMARY: Parameters<typeof purchaseEcommerce>[0] = {
  cart: STANDARD_OFFER.cart,
  ecommerce: {
    currency: "EUR",
    revenue: 113.97,
    tax: 18.2,
    shipping: 4.99,
    affiliation: "O2",
    payment: "sepa",
    products: [],
  },
  order: { orderId: "ORD-2025-ABC" },
};

describe("confirmation tracking", () => {
  it("maps the order onto GA4 purchase: transaction id, value, tax, shipping, currency, items", () => {
    const ecommerce = purchaseEcommerce(SUMMARY, "offer_tm");
    expect(ecommerce).toMatchObject({
      transaction_id: "ORD-2025-ABC",
      currency: "EUR",
      value: 113.97,
      tax: 18.2,
      shipping: 4.99,
      affiliation: "O2",
      payment_type: "sepa",
    });
    expect(ecommerce.items[0]).toMatchObject({
      item_id: "samsung-galaxy-s25-256-navy",
      item_category: "Handy",
      index: 1,
      item_list_name: "initial_offer_tariff_migration",
    });
    expect(ecommerce.items.map((item) => item.item_category)).toEqual(["Handy", "Tarif", "Pack"]);
  });

  it("pushes the confirmation with the provider flag, then purchase after an ecommerce reset", () => {
    trackConfirmation("offer", "Standard", true);
    trackPurchase(SUMMARY, "offer");
    const layer = window.dataLayer as Record<string, unknown>[];
    expect(layer.map((entry) => entry.event ?? "ecommerce:null")).toEqual([
      "offer_confirmation",
      "ecommerce:null",
      "offer_confirmation_purchase",
      "ecommerce:null",
      "purchase",
    ]);
    expect(layer[0]).toEqual({
      event: "offer_confirmation",
      label: "initial_offer",
      useCase: "Standard",
      redirectedFromPaymentProvider: true,
    });
    // No token, IBAN, name or e-mail in anything pushed.
    const pushed = JSON.stringify(layer);
    for (const secret of [STANDARD_OFFER.token, "Mustermann", "@", "DE89"]) expect(pushed).not.toContain(secret);
  });
});
