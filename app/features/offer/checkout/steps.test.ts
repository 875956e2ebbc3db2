import { describe, expect, it } from "vitest";
import { formStepsFor, guardStep, nextStep, previousStep, stepPath, stepsFor, type Verification } from "./steps";

const complete: Verification = { ok: true, kind: "offer", personalDataComplete: true, identityDataComplete: true };

describe("stepsFor", () => {
  it("runs offer, personal data, identity data, payment, summary, confirmation", () => {
    expect(stepsFor("offer")).toEqual(["offer", "personalData", "identityData", "payment", "summary", "confirmation"]);
    expect(stepsFor("orange_vvl")).toContain("identityData");
  });

  it("skips the identity document for green IDV offers, which verify the identity after ordering", () => {
    for (const kind of ["green_idv", "green_idv_tm_otp", "green_idv_vvl"] as const) {
      expect(stepsFor(kind)).not.toContain("identityData");
      expect(formStepsFor(kind)).toEqual(["personalData", "payment", "summary"]);
    }
  });
});

describe("previousStep and nextStep", () => {
  it("lead back and forward along the offer kind's steps", () => {
    expect(previousStep("offer", "personalData")).toBe("offer");
    expect(previousStep("offer", "payment")).toBe("identityData");
    expect(previousStep("green_idv", "payment")).toBe("personalData");
    expect(nextStep("offer", "personalData")).toBe("identityData");
    expect(nextStep("green_idv", "personalData")).toBe("payment");
    expect(nextStep("offer", "summary")).toBe("confirmation");
  });

  it("have nothing before the offer or after the confirmation", () => {
    expect(previousStep("offer", "offer")).toBeNull();
    expect(nextStep("offer", "confirmation")).toBeNull();
    expect(nextStep("green_idv", "identityData")).toBeNull();
  });
});

describe("stepPath", () => {
  it("builds the German path and encodes the token", () => {
    expect(stepPath("demo-offer-standard", "personalData")).toBe("/angebot/demo-offer-standard/meine-daten");
    expect(stepPath("demo-offer-standard", "offer")).toBe("/angebot/demo-offer-standard");
    expect(stepPath("a/b", "confirmation")).toBe("/angebot/a%2Fb/danke");
  });
});

describe("guardStep", () => {
  it("renders a step whose guards hold", () => {
    for (const step of ["personalData", "identityData", "payment", "summary"] as const) {
      expect(guardStep(step, true, complete)).toEqual({ type: "render" });
    }
  });

  it("has-cart: the steps before the summary send a customer without a cart to the offer page", () => {
    for (const step of ["personalData", "identityData", "payment"] as const) {
      expect(guardStep(step, false, complete)).toEqual({ type: "step", step: "offer" });
    }
    expect(guardStep("summary", false, complete)).toEqual({ type: "render" });
  });

  it("missing personal data leads to meine-daten, unless the customer is already there", () => {
    for (const code of ["PERSONAL_DATA_MISSING", "BIRTHDATE_NOT_PRESENT"] as const) {
      expect(guardStep("payment", true, { ok: false, code })).toEqual({ type: "step", step: "personalData" });
      expect(guardStep("summary", true, { ok: false, code })).toEqual({ type: "step", step: "personalData" });
      expect(guardStep("personalData", true, { ok: false, code })).toEqual({ type: "render" });
    }
    const incomplete: Verification = { ...complete, personalDataComplete: false };
    expect(guardStep("summary", true, incomplete)).toEqual({ type: "step", step: "personalData" });
    expect(guardStep("personalData", true, incomplete)).toEqual({ type: "render" });
  });

  it("missing identity data leads to ausweisdaten from a later step only", () => {
    const code = { ok: false, code: "IDENTIFICATIONDATA_MISSING" } as const;
    expect(guardStep("summary", true, code)).toEqual({ type: "step", step: "identityData" });
    expect(guardStep("payment", true, code)).toEqual({ type: "step", step: "identityData" });
    expect(guardStep("identityData", true, code)).toEqual({ type: "render" });
    expect(guardStep("personalData", true, code)).toEqual({ type: "render" });
    const incomplete: Verification = { ...complete, identityDataComplete: false };
    expect(guardStep("summary", true, incomplete)).toEqual({ type: "step", step: "identityData" });
  });

  it("a green IDV offer needs no identity document and has no such step", () => {
    const green: Verification = {
      ok: true,
      kind: "green_idv",
      personalDataComplete: true,
      identityDataComplete: false,
    };
    expect(guardStep("summary", true, green)).toEqual({ type: "render" });
    expect(guardStep("identityData", true, green)).toEqual({ type: "step", step: "payment" });
  });

  it("any other failure shows the offer error page with its code", () => {
    expect(guardStep("payment", true, { ok: false, code: "OFFER_EXPIRED" })).toEqual({
      type: "error",
      code: "OFFER_EXPIRED",
    });
    expect(guardStep("summary", true, { ok: false, code: null })).toEqual({ type: "error", code: null });
  });

  it("no payment method: the payment step renders its own screen, the other steps show the error page", () => {
    const code = { ok: false, code: "NO_PAYMENT_METHODS_AVAILABLE" } as const;
    expect(guardStep("payment", true, code)).toEqual({ type: "render" });
    expect(guardStep("payment", false, code)).toEqual({ type: "step", step: "offer" });
    expect(guardStep("summary", true, code)).toEqual({ type: "error", code: "NO_PAYMENT_METHODS_AVAILABLE" });
  });

  it("has-cart runs first: no cart beats a failed verification", () => {
    expect(guardStep("payment", false, { ok: false, code: "OFFER_EXPIRED" })).toEqual({ type: "step", step: "offer" });
  });
});
