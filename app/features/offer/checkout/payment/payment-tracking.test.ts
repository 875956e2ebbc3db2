// @vitest-environment happy-dom
// The analytics module, which a page loads after hydration: what the code tracks reaches the data layer at once.
import "~/platform/analytics/delivery";
import { afterEach, describe, expect, it } from "vitest";
import type { OfferItem } from "~/platform/api/types";
import { paymentSavedEvents, paymentTracking, trackPaymentSaved } from "./payment-tracking";

afterEach(() => {
  window.dataLayer = [];
});

const monthly = (amount: number) => ({ type: "monthly", amount }) as const;
const ITEM = {
  tariff: { id: "o2-mobile-m", name: "O2 Mobile M", prices: [monthly(29.99)] },
  packs: [{ id: "device-insurance-premium", name: "Handyversicherung Premium", prices: [monthly(9.99)] }],
} as unknown as OfferItem;

describe("payment tracking", () => {
  it("names the method as payment_type with the chosen cart's items and their value", () => {
    const tracking = paymentTracking({ kind: "offer", items: [ITEM] }, "Standard");
    const events = paymentSavedEvents("sepa", tracking);
    expect(events.saved).toEqual({ label: tracking.label, useCase: "Standard" });
    expect(events.paymentInfo.ecommerce).toMatchObject({ currency: "EUR", value: 39.98, payment_type: "sepa" });
    expect(events.paymentInfo.ecommerce.items.map((item) => item.item_id)).toEqual([
      "o2-mobile-m",
      "device-insurance-premium",
    ]);
  });

  it("pushes offer_payment_data_saved and add_payment_info, with no token, IBAN or name in any value", () => {
    const tracking = paymentTracking({ kind: "orange", items: [ITEM] }, "Standard");
    trackPaymentSaved("paypal", tracking);
    const pushed = JSON.stringify(window.dataLayer);
    expect(window.dataLayer).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: "offer_payment_data_saved" }),
        expect.objectContaining({
          event: "add_payment_info",
          ecommerce: expect.objectContaining({ payment_type: "paypal" }),
        }),
      ]),
    );
    for (const secret of ["demo-offer", "DE89", "Erika", "Mustermann", "@"]) expect(pushed).not.toContain(secret);
  });
});
