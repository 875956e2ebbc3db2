import { describe, expect, it } from "vitest";
import { toJsonText } from "~/platform/http/json-text";
import { offerPageData } from "./offer-page-data";
import { STANDARD_OFFER } from "./test-data/offers.test-support";

describe("offerPageData", () => {
  it("turns the loader's JSON text back into the offer the screen renders", () => {
    expect(offerPageData({ status: "ready", offer: toJsonText(STANDARD_OFFER), lang: "tr" })).toEqual({
      status: "ready",
      offer: STANDARD_OFFER,
      lang: "tr",
    });
  });

  it("passes a login offer on as it is", () => {
    const sent = {
      status: "unauthorized",
      token: "demo-offer-login",
      errorPath: "/angebot/x/fehler",
      lang: "de",
    } as const;
    expect(offerPageData(sent)).toBe(sent);
  });
});
