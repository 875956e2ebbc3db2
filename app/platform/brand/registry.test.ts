import { describe, expect, it } from "vitest";
import { DEMO_BRANDS } from "../../../demo-api/seed/brands.ts";
import { BRAND_DEFINITIONS, BRAND_HOTLINES, BRAND_SLUGS, brandFor } from "./registry";

describe("brand registry", () => {
  it("holds the eight brands of the specification with their ids, billing types and languages", () => {
    const rows = BRAND_SLUGS.map((slug) => {
      const b = BRAND_DEFINITIONS[slug];
      return [b.slug, b.defaultDisplayName, b.id, b.billingType, b.languages.join(",")];
    });
    expect(rows).toEqual([
      ["o2", "O2", 1, "postpaid", "de"],
      ["ayyildiz", "AYYILDIZ", 72, "postpaid", "de,tr"],
      ["aetka", "AETKASMART", 65, "postpaid", "de"],
      ["aldi", "ALDITALK", 80, "prepaid", "de"],
      ["nova", "NOVA", 76, "prepaid", "de"],
      ["ortel", "ORTEL", 77, "prepaid", "de,en"],
      ["spice", "spice", 86, "prepaid", "de,en"],
      ["blau", "BLAU", 2, "postpaid", "de"],
    ]);
  });
  it("applies runtime settings and a display-name override", () => {
    const spice = brandFor("spice", { displayName: "Spice Mobile", tagManagerId: "GTM-1" });
    expect(spice.displayName).toBe("Spice Mobile");
    expect(spice.tagManagerId).toBe("GTM-1");
    expect(spice.favicon).toBe("/brands/spice/favicon.svg");
  });
  it("keeps the personalisation script to o2 and blau", () => {
    expect(brandFor("o2", { personalisationId: "p" }).personalisationId).toBe("p");
    expect(brandFor("blau", { personalisationId: "p" }).personalisationId).toBe("p");
    expect(brandFor("nova", { personalisationId: "p" }).personalisationId).toBeNull();
  });
  it("knows each brand's hotline as the backend sends it, so it can be shown when the API is down", () => {
    for (const slug of BRAND_SLUGS) expect(BRAND_HOTLINES[slug], slug).toEqual(DEMO_BRANDS[slug].hotline);
    expect(brandFor("nova").hotline).toEqual({
      phoneNumber: "+4917766778800",
      displayNumber: "0177 6677 8800",
      openingHours: [{ days: ["mon", "tue", "wed", "thu", "fri"], opens: "09:00", closes: "18:00" }],
    });
  });
});
