import { describe, expect, it } from "vitest";
import { BRAND_HOTLINES } from "~/platform/brand/registry";
import { offerHotline } from "./offer-hotline";

const O2 = BRAND_HOTLINES.o2;

describe("offerHotline", () => {
  it("is the brand's number with its hours when the error names none, or names the brand's", () => {
    const brand = { phoneNumber: O2.phoneNumber, displayNumber: O2.displayNumber, openingHours: O2.openingHours };
    expect(offerHotline(null, O2)).toEqual(brand);
    expect(offerHotline("  ", O2)).toEqual(brand);
    expect(offerHotline("0800 5200 123", O2)).toEqual(brand);
  });

  it("is the shop's number, callable, without hours the page does not know", () => {
    expect(offerHotline("+49 89 1234-567", O2)).toEqual({
      phoneNumber: "+49891234567",
      displayNumber: "+49 89 1234-567",
      openingHours: null,
    });
    expect(offerHotline("089 / 1234 567", O2).phoneNumber).toBe("0891234567");
  });
});
