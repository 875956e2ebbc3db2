import { describe, expect, it } from "vitest";
import { OfferError } from "~/platform/api";
import { offerErrorPath, readReason, reasonOf } from "./error-path";

const accessError = (code: string, status = 410) => new OfferError("NotAccessible", { status, code, fieldErrors: [] });

describe("offer error path", () => {
  it("names the offer code when the error carries one, else the kind", () => {
    expect(reasonOf(accessError("OFFER_EXPIRED"))).toBe("OFFER_EXPIRED");
    expect(reasonOf(new OfferError("Unauthorized", { status: 401, code: "UNAUTHORIZED", fieldErrors: [] }))).toBe(
      "Unauthorized",
    );
    expect(reasonOf(new OfferError("Unexpected"))).toBe("Unexpected");
  });

  it("leads to the token's error page, or the general one without a token", () => {
    expect(offerErrorPath("demo-offer-expired", accessError("OFFER_EXPIRED"))).toBe(
      "/angebot/demo-offer-expired/fehler?code=OFFER_EXPIRED",
    );
    expect(offerErrorPath("a/b?c", new OfferError("NotFound"))).toBe("/angebot/a%2Fb%3Fc/fehler?code=NotFound");
    expect(offerErrorPath(undefined, new OfferError("Unexpected"))).toBe("/angebot/fehler?code=Unexpected");
  });

  it("reads back only known reasons", () => {
    expect(readReason("RESERVATION_RETRY_LATER")).toBe("RESERVATION_RETRY_LATER");
    expect(readReason("Forbidden")).toBe("Forbidden");
    for (const odd of [null, "", "offer_expired", "<script>", "constructor", "toString", "OFFER_EXPIRED "]) {
      expect(readReason(odd)).toBeNull();
    }
  });
});
