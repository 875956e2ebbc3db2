import { describe, expect, it } from "vitest";
import { IDV_ERROR_CODES } from "~/platform/api/error-catalogue";
import { brandQuery, keepsPendingOnError, routeOf, screenForError, screenForState, screenPath } from "./idv-screens";

describe("IDV state → screen", () => {
  it.each([
    ["selection", undefined, "selection"],
    ["submitted", "eId", "submitted"],
    ["pending", "videoIdent", "pending"],
    ["pending", "otp", "pending"],
    ["pending", "postIdentBranch", "postIdent"],
    ["success", "eId", "success"],
    ["failed", "videoIdent", "failed"],
    ["expired", undefined, "expired"],
    ["consumed", "eId", "consumed"],
    ["completed", "eId", "completed"],
    ["cancelled", undefined, "cancelled"],
  ] as const)("%s (%s) → %s", (status, selectedMethod, screen) => {
    expect(screenForState({ status, selectedMethod })).toBe(screen);
  });

  it("maps every IDV error code of the contract to a screen that fits it, a finished verification to its result", () => {
    const screens = Object.fromEntries(IDV_ERROR_CODES.map((code) => [code, screenForError({ status: 409, code })]));
    expect(screens).toEqual({
      IDV_COMPLETED: "completed",
      IDV_NO_METHODS_AVAILABLE: "noMethods",
      IDV_SUCCESS: "success",
      NO_MORE_IDV_POSSIBLE: "failed",
      OFFER_CANCELLED: "cancelled",
      OFFER_CONSUMED: "consumed",
      OFFER_EXPIRED: "expired",
      RESERVATION_CALL_HOTLINE: "hotline",
      TECHNICAL_PROBLEM: "technical",
      DOWNTIME: "downtime",
    });
  });

  it("shows not found for 404 and the unexpected-error screen for anything else", () => {
    expect(screenForError({ status: 404, code: "NOT_FOUND" })).toBe("notFound");
    expect(screenForError({ status: 500, code: "INTERNAL_ERROR" })).toBe("unexpected");
    expect(screenForError({ status: undefined, code: undefined })).toBe("unexpected");
  });

  it("puts each screen on its route and address, in the page's language", () => {
    expect(routeOf("cancelled")).toBe("idv");
    expect(routeOf("postIdent")).toBe("idv-post-ident");
    expect(screenPath("t0k", "pending", "de")).toBe("/idv/t0k/in-arbeit");
    expect(screenPath("t0k", "failed", "tr")).toBe("/tr/idv/t0k/fehlgeschlagen");
    expect(screenPath("a b", "selection", "en")).toBe("/en/idv/a%20b");
  });
});

describe("a failed poll on the pending page", () => {
  it.each([
    ["unexpected", true],
    ["technical", true],
    ["downtime", true],
    ["success", false],
    ["failed", false],
    ["expired", false],
    ["cancelled", false],
    ["notFound", false],
  ] as const)("%s keeps the pending screen: %s", (screen, kept) => {
    expect(keepsPendingOnError(screen)).toBe(kept);
  });
});

describe("the verification's brand", () => {
  it("asks for the verification's brand when the page shows another", () => {
    expect(brandQuery("", "o2", "spice")).toBe("?brand=spice");
    expect(brandQuery("?abfrage=2", "o2", "aldi")).toBe("?abfrage=2&brand=aldi");
  });

  it("leaves a page in the right brand, and never asks twice (a brand's host wins over ?brand=)", () => {
    expect(brandQuery("", "spice", "spice")).toBeNull();
    expect(brandQuery("?brand=spice", "blau", "spice")).toBeNull();
  });

  it("leaves a ?brand= given on purpose alone", () => {
    expect(brandQuery("?brand=blau&abfrage=2", "blau", "nova")).toBeNull();
  });
});
