import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_SLUGS } from "../app/platform/brand/registry";
import { faviconLetters, faviconPath, faviconSvg, iconSpritePath, iconSpriteSvg } from "./brand-assets";

describe("brand favicons", () => {
  it.each(BRAND_SLUGS)("%s's favicon is generated from its current tokens (run `npm run brand-assets`)", (slug) => {
    const path = faviconPath(slug);
    expect(existsSync(path), `${path} is missing`).toBe(true);
    expect(readFileSync(path, "utf8")).toBe(faviconSvg(slug));
  });

  it.each(BRAND_SLUGS)("%s's icon sprite holds the current icon set (run `npm run brand-assets`)", (slug) => {
    expect(readFileSync(iconSpritePath(slug), "utf8")).toBe(iconSpriteSvg(slug));
  });

  it("puts a brand's own drawing into its sprite and the default drawing elsewhere", () => {
    expect(iconSpriteSvg("o2")).toContain('<symbol id="alert"');
    expect(iconSpriteSvg("aetka")).toMatch(/<symbol id="chevron-down"[^>]*fill="currentColor"/);
    expect(iconSpriteSvg("nova")).toMatch(/<symbol id="chevron-down"[^>]*fill="none"/);
  });

  it.each(BRAND_SLUGS)("%s's favicon draws its letters as paths, so no font is looked up to show it", (slug) => {
    const svg = faviconSvg(slug);
    expect(svg).not.toContain("<text");
    expect(svg.match(/<path /g)).toHaveLength([...faviconLetters(slug)].length);
  });

  it("shows a short name whole and otherwise the first letter in the wordmark's case", () => {
    expect(faviconLetters("o2")).toBe("O2");
    expect(faviconLetters("aldi")).toBe("A");
    expect(faviconLetters("spice")).toBe("s");
  });
});
