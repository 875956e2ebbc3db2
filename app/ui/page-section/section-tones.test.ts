import { describe, expect, it } from "vitest";
import { sectionTones } from "./section-tones";

describe("sectionTones", () => {
  it("keeps the chosen text colour on light backgrounds", () => {
    expect(sectionTones("brand", "surface")).toEqual({ color: "brand", background: "surface" });
    expect(sectionTones("muted", "none")).toEqual({ color: "muted", background: "none" });
  });
  it("uses the on-brand colour on the brand background, whatever was asked", () => {
    expect(sectionTones("muted", "brand").color).toBe("on-brand");
    expect(sectionTones(undefined, "brand").color).toBe("on-brand");
  });
  it("never puts on-brand text on a light background", () => {
    expect(sectionTones("on-brand", "brand-surface").color).toBe("default");
    expect(sectionTones(undefined, "none").color).toBe("default");
  });
});
