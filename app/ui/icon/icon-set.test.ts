import { describe, expect, it } from "vitest";
import { BRAND_SLUGS } from "~/platform/brand/registry";
import { BRAND_ICONS, DEFAULT_ICONS, type IconName, iconFor } from "./icon-set";

describe("iconFor", () => {
  it("uses the brand's own drawing when it has one", () => {
    expect(iconFor("o2", "chevron-right")).toBe(BRAND_ICONS.o2?.["chevron-right"]);
    expect(iconFor("aldi", "close")).toBe(BRAND_ICONS.aldi?.close);
  });
  it("falls back to the default set for icons a brand lacks", () => {
    expect(iconFor("o2", "alert")).toBe(DEFAULT_ICONS.alert);
    expect(iconFor("nova", "chevron-right")).toBe(DEFAULT_ICONS["chevron-right"]);
  });
  it("gives every brand at least one drawing of its own, and only for icons the default set has", () => {
    for (const slug of BRAND_SLUGS) {
      const overrides = Object.keys(BRAND_ICONS[slug] ?? {});
      expect(overrides.length, slug).toBeGreaterThan(0);
      for (const name of overrides) expect(Object.keys(DEFAULT_ICONS)).toContain(name);
      for (const name of overrides as IconName[]) expect(iconFor(slug, name)).not.toBe(DEFAULT_ICONS[name]);
    }
  });
});
