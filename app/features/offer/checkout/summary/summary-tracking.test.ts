// @vitest-environment happy-dom
// The analytics module, which a page loads after hydration: what the code tracks reaches the data layer at once.
import "~/platform/analytics/delivery";
import { afterEach, describe, expect, it } from "vitest";
import { failureDetail, trackOrderFailed, trackOrderSubmitted } from "./summary-tracking";

afterEach(() => {
  window.dataLayer = undefined;
});

describe("summary tracking", () => {
  it("tracks the order as submitted with the kind's label", () => {
    trackOrderSubmitted("green_idv_vvl", "Standard");
    expect(window.dataLayer).toEqual([{ event: "offer_submitted", label: "Others", useCase: "Standard" }]);
  });

  it("tracks a failed order as submit failed and as the error order_failed, without the typed values", () => {
    trackOrderFailed("offer_vvl", "Standard", {
      status: "invalid",
      errors: { termsAccepted: "checkout.summary.terms.required", payment: "checkout.summary.error.payment" },
      values: { idempotencyKey: "k-12345678", marketingChannels: ["email"] },
    });
    expect(window.dataLayer).toEqual([
      {
        event: "offer_submit_failed",
        label: "initial_offer_vertragsverlaengerung",
        useCase: "Standard",
        detail: { reason: "invalid", fields: ["payment", "termsAccepted"] },
      },
      { event: "order_failed", detail: { reason: "invalid", fields: ["payment", "termsAccepted"] } },
    ]);
  });

  it("has nothing to report for a placed order", () => {
    expect(failureDetail({ status: "ordered", orderId: "ORD-1" })).toBeNull();
    expect(failureDetail({ status: "downtime", until: null, values: {} })).toEqual({ reason: "downtime" });
  });
});
