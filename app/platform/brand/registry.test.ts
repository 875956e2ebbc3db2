import { describe, expect, it } from "vitest";
import { DEMO_BRANDS } from "../../../demo-api/seed/brands.ts";
import { BRAND_DEFINITIONS, BRAND_HOTLINES, BRAND_SLUGS, brandFor, DEFAULT_BRAND, FALLBACK_BRAND } from "./registry";

describe("brand registry", () => {
  it("keeps every entry consistent: its own slug, a unique id and name, German among its languages", () => {
    const definitions = BRAND_SLUGS.map((slug) => BRAND_DEFINITIONS[slug]);
    expect(definitions.filter((b, i) => b.slug !== BRAND_SLUGS[i]).map((b) => b.slug)).toEqual([]);
    expect(new Set(definitions.map((b) => b.id)).size).toBe(definitions.length);
    expect(new Set(definitions.map((b) => b.defaultDisplayName.toLowerCase())).size).toBe(definitions.length);
    expect(definitions.filter((b) => !b.languages.includes("de")).map((b) => b.slug)).toEqual([]);
    expect(Object.keys(BRAND_DEFINITIONS).sort()).toEqual([...BRAND_SLUGS].sort());
  });
  it("falls back to the default brand without settings", () => {
    expect(FALLBACK_BRAND).toEqual(brandFor(DEFAULT_BRAND));
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
