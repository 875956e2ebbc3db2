import { describe, expect, it } from "vitest";
import { canResetOffer, parseIntent, resetReason } from "./preview-rules";

describe("preview rules", () => {
  it("offers the offer reset when the offer allows a restart or a payment ended", () => {
    expect(canResetOffer({ resettable: true, offer: { state: "open" } })).toBe(true);
    expect(canResetOffer({ resettable: false, offer: { state: "paymentAborted" } })).toBe(true);
    expect(canResetOffer({ resettable: false, offer: { state: "paymentFailed" } })).toBe(true);
    expect(canResetOffer({ resettable: false, offer: { state: "ordered" } })).toBe(false);
    expect(canResetOffer({ resettable: false, offer: { state: "open" } })).toBe(false);
  });

  it("gives the ended payment as reason, else a restart", () => {
    expect(resetReason("paymentAborted")).toBe("paymentAborted");
    expect(resetReason("paymentFailed")).toBe("paymentFailed");
    expect(resetReason("open")).toBe("restart");
  });

  it("knows only the two reset intents", () => {
    expect(parseIntent("resetPreview")).toBe("resetPreview");
    expect(parseIntent("resetOffer")).toBe("resetOffer");
    expect(parseIntent("deleteEverything")).toBeNull();
    expect(parseIntent(null)).toBeNull();
  });
});
