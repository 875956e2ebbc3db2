import { describe, expect, it } from "vitest";
import { type CheckoutStep, guardStep, type Verification } from "./features/offer/checkout/steps";
import { ROUTE_GUARDS } from "./route-guards";
import type { RouteKey } from "./route-table";

const STEP_OF_ROUTE: Partial<Record<RouteKey, CheckoutStep>> = {
  "offer-personal-data": "personalData",
  "offer-identity-data": "identityData",
  "offer-payment": "payment",
  "offer-summary": "summary",
  "offer-thanks": "confirmation",
};

const fine: Verification = { ok: true, kind: "offer", personalDataComplete: true, identityDataComplete: true };
const missing: Verification = { ok: false, code: "PERSONAL_DATA_MISSING" };

describe("the route table's guards and the checkout's step function", () => {
  it("has-cart holds on exactly the checkout steps the table gives it", () => {
    for (const [route, step] of Object.entries(STEP_OF_ROUTE) as [RouteKey, CheckoutStep][]) {
      const sendsAway = guardStep(step, false, fine).type === "step";
      expect({ route, hasCart: sendsAway }).toEqual({ route, hasCart: ROUTE_GUARDS[route].includes("has-cart") });
    }
  });

  it("check-offer-personal-data: every form step has it, and missing data leads back to meine-daten", () => {
    for (const route of ["offer-identity-data", "offer-payment", "offer-summary"] as const) {
      expect(ROUTE_GUARDS[route]).toContain("check-offer-personal-data");
      expect(guardStep(STEP_OF_ROUTE[route] ?? "offer", true, missing)).toEqual({ type: "step", step: "personalData" });
    }
    expect(ROUTE_GUARDS["offer-personal-data"]).toContain("check-offer-personal-data");
    expect(guardStep("personalData", true, missing)).toEqual({ type: "render" });
    // The confirmation has no guard: after the order the offer is consumed, and danke must still show.
    expect(ROUTE_GUARDS["offer-thanks"]).toEqual([]);
  });

  it("the login is the one has-cart route outside the checkout: its link is how a login offer is entered", () => {
    const cartRoutes = (Object.keys(ROUTE_GUARDS) as RouteKey[]).filter((key) =>
      ROUTE_GUARDS[key].includes("has-cart"),
    );
    expect(cartRoutes.filter((key) => !(key in STEP_OF_ROUTE))).toEqual(["offer-login"]);
  });
});
