import { describe, expect, it } from "vitest";
import { brandFor } from "../brand/registry";
import { DEFAULT_SCRIPT_URLS } from "../config/app-config";
import { isPersonalisationPath } from "./personalisation-script";
import { consentDefaultsScript, tagManagerScript, thirdPartyScriptsFor } from "./third-party-scripts.server";

describe("thirdPartyScriptsFor", () => {
  it("loads nothing without ids", () => {
    const scripts = thirdPartyScriptsFor(brandFor("o2"), DEFAULT_SCRIPT_URLS);
    expect(scripts).toEqual({
      consentManager: null,
      tagManager: null,
      personalisation: null,
      inline: { consentDefaults: null, tagManager: null },
    });
    expect(consentDefaultsScript(scripts)).toBeNull();
    expect(tagManagerScript(scripts)).toBeNull();
  });

  it("builds the loader addresses from the brand's ids", () => {
    const brand = brandFor("o2", { tagManagerId: "GTM-AB12", consentManagerId: "cm-1", personalisationId: "877" });
    const scripts = thirdPartyScriptsFor(brand, DEFAULT_SCRIPT_URLS);
    expect(scripts.tagManager?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12");
    expect(scripts.consentManager).toEqual({ src: DEFAULT_SCRIPT_URLS.consentManager, settingsId: "cm-1" });
    expect(scripts.personalisation?.src).toBe("https://cdn.dynamicyield.com/api/877/api_dynamic.js");
  });

  it("denies all four consent types by default", () => {
    const brand = brandFor("o2", { tagManagerId: "GTM-AB12" });
    const script = consentDefaultsScript(thirdPartyScriptsFor(brand, DEFAULT_SCRIPT_URLS)) ?? "";
    expect(script).toContain('gtag("consent","default"');
    for (const key of ["ad_storage", "analytics_storage", "ad_user_data", "ad_personalization"]) {
      expect(script).toContain(`"${key}":"denied"`);
    }
  });

  it("loads the tag manager from its own script, with the address escaped for an inline script", () => {
    const scripts = thirdPartyScriptsFor(brandFor("o2", { tagManagerId: "GTM-AB12" }), {
      ...DEFAULT_SCRIPT_URLS,
      tagManager: "https://tm.example/</script><script>alert(1)//",
    });
    const script = tagManagerScript(scripts) ?? "";
    expect(script).toContain("gtm.start");
    expect(script).not.toContain("</script>");
    expect(script).toContain("\\u003c/script>");
    // The page gets the code ready-made from the root loader.
    expect(scripts.inline).toEqual({ consentDefaults: consentDefaultsScript(scripts), tagManager: script });
  });
});

describe("isPersonalisationPath", () => {
  it("matches paths containing kuendigung in any language", () => {
    expect(isPersonalisationPath("/kuendigung")).toBe(true);
    expect(isPersonalisationPath("/en/selfcarekuendigung/bestaetigung")).toBe(true);
    expect(isPersonalisationPath("/angebot")).toBe(false);
    expect(isPersonalisationPath("/")).toBe(false);
  });
});
