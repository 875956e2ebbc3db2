import { describe, expect, it } from "vitest";
import { expiryWindow, normaliseDocumentNumber, parseIdentity } from "./identity-schema";

const context = { today: "2026-05-20", locale: "de-DE" };
const VALID = {
  documentType: "idCard",
  documentNumber: "l01x 00t47",
  issuingCountry: "DE",
  issuingAuthority: " Stadt München ",
  expiryDate: "31.08.2031",
};

describe("identity rules", () => {
  it("turn the form into the contract's document: upper-case number without spaces, ISO date", () => {
    expect(parseIdentity(VALID, context)).toEqual({
      success: true,
      document: {
        type: "idCard",
        number: "L01X00T47",
        issuingCountry: "DE",
        issuingAuthority: "Stadt München",
        expiryDate: "2031-08-31",
      },
    });
    expect(normaliseDocumentNumber(" c01-x 00t4 ")).toBe("C01X00T4");
  });

  it("leave the authority out when it is empty, and read the date in the page's order", () => {
    const result = parseIdentity(
      { ...VALID, issuingAuthority: "", expiryDate: "08/31/2031" },
      { ...context, locale: "en-US" },
    );
    expect(result).toMatchObject({ success: true, document: { expiryDate: "2031-08-31" } });
    expect(result.success && "issuingAuthority" in result.document).toBe(false);
  });

  it("name one problem per field", () => {
    expect(parseIdentity({}, context)).toEqual({
      success: false,
      errors: {
        documentType: "checkout.identity.error.choose",
        documentNumber: "checkout.identity.error.required",
        issuingCountry: "checkout.identity.error.choose",
        expiryDate: "checkout.identity.error.required",
      },
    });
    const wrong = parseIdentity(
      { ...VALID, documentType: "driver", documentNumber: "AB1", issuingAuthority: "x".repeat(81) },
      context,
    );
    expect(wrong).toMatchObject({
      success: false,
      errors: {
        documentType: "checkout.identity.error.choose",
        documentNumber: "checkout.identity.error.documentNumber",
        issuingAuthority: "checkout.identity.error.tooLong",
      },
    });
    expect(parseIdentity({ ...VALID, documentNumber: "L01X00T47ÄÖ" }, context)).toMatchObject({
      errors: { documentNumber: "checkout.identity.error.documentNumber" },
    });
  });

  it("accept an expiry date from today to ten years and three months ahead", () => {
    expect(expiryWindow("2026-05-20")).toEqual({ min: "2026-05-20", max: "2036-08-20" });
    const expiry = (expiryDate: string) => {
      const result = parseIdentity({ ...VALID, expiryDate }, context);
      return result.success ? "ok" : result.errors.expiryDate;
    };
    expect(expiry("20.05.2026")).toBe("ok");
    expect(expiry("19.05.2026")).toBe("checkout.identity.error.expired");
    expect(expiry("20.08.2036")).toBe("ok");
    expect(expiry("21.08.2036")).toBe("checkout.identity.error.tooLate");
    expect(expiry("31.02.2030")).toBe("checkout.identity.error.date");
  });
});
