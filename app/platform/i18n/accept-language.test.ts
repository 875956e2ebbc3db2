import { describe, expect, it } from "vitest";
import { BRAND_DEFINITIONS, BRAND_SLUGS } from "../brand/registry";
import { preferredLanguage } from "./accept-language.server";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./languages";

describe("preferredLanguage", () => {
  const all = LANGUAGES;
  it("takes the first offered language by quality", () => {
    expect(preferredLanguage("tr-TR,tr;q=0.9,en;q=0.8", all)).toBe("tr");
    expect(preferredLanguage("fr;q=1, en-US;q=0.7, de;q=0.8", all)).toBe("de");
    expect(preferredLanguage("en-GB", all)).toBe("en");
  });
  it("keeps header order for equal quality", () => {
    expect(preferredLanguage("en, de", all)).toBe("en");
  });
  it("skips languages the brand does not offer", () => {
    expect(preferredLanguage("en-US,en;q=0.9", ["de"])).toBeUndefined();
    expect(preferredLanguage("tr,en;q=0.5", ["de", "en"])).toBe("en");
  });
  it("ignores q=0, junk and empty headers", () => {
    expect(preferredLanguage("en;q=0", all)).toBeUndefined();
    expect(preferredLanguage("<script>;q=abc", all)).toBeUndefined();
    expect(preferredLanguage("", all)).toBeUndefined();
    expect(preferredLanguage(null, all)).toBeUndefined();
  });
  it("matches case-insensitively and cuts overlong headers", () => {
    expect(preferredLanguage("EN", all)).toBe("en");
    expect(preferredLanguage(`${"x".repeat(600)},en`, all)).toBeUndefined();
  });
  it("answers a wildcard with the brand's first language, which is de for every brand (the fallback)", () => {
    expect(preferredLanguage("fr, *;q=0.1", all)).toBe("de");
    for (const slug of BRAND_SLUGS) expect(BRAND_DEFINITIONS[slug].languages[0]).toBe(DEFAULT_LANGUAGE);
  });
});
