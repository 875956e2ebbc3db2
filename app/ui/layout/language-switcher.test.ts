import { describe, expect, it } from "vitest";
import { switcherLanguages } from "./language-switcher";

describe("switcherLanguages", () => {
  it("offers the brand's languages", () => {
    expect(switcherLanguages(["de", "en"], "en")).toEqual(["de", "en"]);
    expect(switcherLanguages(["de"], "de")).toEqual(["de"]);
  });

  it("adds the page's language when the brand does not offer it, so there is a way back", () => {
    expect(switcherLanguages(["de"], "tr")).toEqual(["de", "tr"]);
    expect(switcherLanguages(["de", "en"], "tr")).toEqual(["de", "en", "tr"]);
  });
});
