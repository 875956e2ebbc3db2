import { describe, expect, it } from "vitest";
import { LANGUAGES, languageFromPath, localizePath, stripLanguage } from "./languages";

describe("languageFromPath", () => {
  it.each([
    ["/", "de"],
    ["/kuendigung", "de"],
    ["/en", "en"],
    ["/en/kuendigung", "en"],
    ["/tr/angebot/abc", "tr"],
    ["/de/kuendigung", "de"],
    ["/fr/kuendigung", "de"],
    ["/entry/novum", "de"],
    ["/english", "de"],
  ])("%s is served in %s", (path, lang) => {
    expect(languageFromPath(path)).toBe(lang);
  });
});

describe("localizePath and stripLanguage", () => {
  it("adds no prefix for German", () => {
    expect(localizePath("/kuendigung", "de")).toBe("/kuendigung");
    expect(localizePath("/", "de")).toBe("/");
  });
  it("prefixes English and Turkish, with the bare prefix for the start page", () => {
    expect(localizePath("/kuendigung", "en")).toBe("/en/kuendigung");
    expect(localizePath("/", "tr")).toBe("/tr");
  });
  it("round-trips", () => {
    for (const path of ["/", "/kuendigung", "/angebot/x/zahlung"]) {
      for (const lang of LANGUAGES) {
        expect(stripLanguage(localizePath(path, lang))).toBe(path);
      }
    }
  });
});
