import { describe, expect, it } from "vitest";
import { STANDARD_OFFER } from "../shop/test-data/offers.test-support";
import { initialOfferState, offerReducer } from "./offer-store";

describe("offer store", () => {
  it("starts from the loader's offer, or loading when the browser has to fetch it", () => {
    expect(initialOfferState(STANDARD_OFFER)).toMatchObject({ status: "ready", selected: 0, error: null });
    expect(initialOfferState(null)).toMatchObject({ status: "loading", offer: null });
  });

  it("takes an offer loaded in the browser and starts its tracking afresh", () => {
    const state = offerReducer(initialOfferState(null), { type: "loaded", offer: STANDARD_OFFER });
    expect(state).toMatchObject({ status: "ready", offer: { token: "demo-offer-standard" } });
    expect(state.tracked).toEqual({ offerLoaded: false, offerList: false });
  });

  it("selects only a choice the offer has", () => {
    const start = initialOfferState(STANDARD_OFFER);
    expect(offerReducer(start, { type: "select", index: 3 }).selected).toBe(3);
    expect(offerReducer(start, { type: "select", index: 4 })).toBe(start);
    expect(offerReducer(start, { type: "select", index: -1 })).toBe(start);
  });

  it("remembers which events went out (tracking)", () => {
    const once = offerReducer(initialOfferState(STANDARD_OFFER), { type: "tracking", event: "offerList" });
    expect(once.tracked).toEqual({ offerLoaded: false, offerList: true });
    expect(offerReducer(once, { type: "tracking", event: "offerList" })).toBe(once);
  });

  it("sets and clears an error (clearError)", () => {
    const failed = offerReducer(initialOfferState(STANDARD_OFFER), {
      type: "failed",
      error: { kind: "documents", reason: "DocumentsNotLoaded", url: "/api/offer/documents/a/b/c", title: "AGB" },
    });
    expect(failed.error?.reason).toBe("DocumentsNotLoaded");
    expect(offerReducer(failed, { type: "clearError" }).error).toBeNull();
  });

  it("opens an aborted or failed payment again (resetPayment) and leaves other states alone", () => {
    const aborted = initialOfferState({ ...STANDARD_OFFER, state: "paymentAborted" });
    expect(offerReducer(aborted, { type: "resetPayment" }).offer?.state).toBe("open");
    const failed = initialOfferState({ ...STANDARD_OFFER, state: "paymentFailed" });
    expect(offerReducer(failed, { type: "resetPayment" }).offer?.state).toBe("open");
    const ordered = initialOfferState({ ...STANDARD_OFFER, state: "ordered" });
    expect(offerReducer(ordered, { type: "resetPayment" }).offer?.state).toBe("ordered");
  });
});
