import { describe, expect, it } from "vitest";
import type { IdvMethod } from "~/platform/api/types";
import { initialChoice, recommendedMethod } from "./method-choice";

const method = (id: IdvMethod["id"], recommended = false): IdvMethod => ({
  id,
  provider: "Nect",
  recommended,
  durationMinutes: 5,
});
const METHODS = [method("videoIdent"), method("eId", true), method("postIdentPhoto"), method("otp", true)];

describe("initialChoice", () => {
  it("takes the posted method first, so a failed start without JavaScript keeps the customer's choice", () => {
    expect(initialChoice(METHODS, { posted: "postIdentPhoto", selected: "videoIdent" })).toBe("postIdentPhoto");
  });

  it("ignores a posted or selected method the case does not offer", () => {
    expect(initialChoice(METHODS, { posted: "postIdentBranch", selected: "nope" })).toBe("eId");
  });

  it("offers the chosen but unstarted method first, else the recommended, else the first", () => {
    expect(initialChoice(METHODS, { selected: "videoIdent" })).toBe("videoIdent");
    expect(initialChoice(METHODS)).toBe("eId");
    expect(initialChoice([method("videoIdent"), method("postIdentPhoto")])).toBe("videoIdent");
    expect(initialChoice([])).toBeNull();
  });

  it("does not offer the method that just failed first on the failed page", () => {
    expect(initialChoice(METHODS, { selected: "eId", failed: true })).toBe("otp");
    expect(initialChoice([method("eId"), method("videoIdent")], { selected: "eId", failed: true })).toBe("videoIdent");
    expect(initialChoice([method("eId")], { selected: "eId", failed: true })).toBeNull();
    // The customer may still post the failed method again.
    expect(initialChoice(METHODS, { posted: "eId", selected: "eId", failed: true })).toBe("eId");
  });
});

describe("recommendedMethod", () => {
  it("marks one method only, the first the backend recommends", () => {
    expect(recommendedMethod(METHODS)).toBe("eId");
    expect(recommendedMethod([method("videoIdent")])).toBeNull();
  });
});
