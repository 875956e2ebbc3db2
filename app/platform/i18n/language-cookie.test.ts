import { describe, expect, it } from "vitest";
import { languageCookieUpdate, rootRedirectTarget } from "./language-cookie";

const base = {
  pathname: "/",
  cookieValue: undefined,
  acceptLanguage: "en-US,en;q=0.9",
  brandLanguages: ["de", "en"] as const,
};

describe("rootRedirectTarget", () => {
  it("sends a first root visit to the preferred language the brand offers", () => {
    expect(rootRedirectTarget(base)).toBe("/en");
    expect(rootRedirectTarget({ ...base, acceptLanguage: "tr", brandLanguages: ["de", "tr"] })).toBe("/tr");
  });
  it("stays when the cookie exists, whatever its value", () => {
    expect(rootRedirectTarget({ ...base, cookieValue: "de" })).toBeNull();
    expect(rootRedirectTarget({ ...base, cookieValue: "garbage" })).toBeNull();
  });
  it("stays when the brand does not offer the language", () => {
    expect(rootRedirectTarget({ ...base, brandLanguages: ["de"] })).toBeNull();
  });
  it("stays for German and for a missing header", () => {
    expect(rootRedirectTarget({ ...base, acceptLanguage: "de-DE" })).toBeNull();
    expect(rootRedirectTarget({ ...base, acceptLanguage: null })).toBeNull();
  });
  it("acts on the root path only", () => {
    expect(rootRedirectTarget({ ...base, pathname: "/kuendigung" })).toBeNull();
    expect(rootRedirectTarget({ ...base, pathname: "/en" })).toBeNull();
  });
});

describe("languageCookieUpdate", () => {
  it("writes the page language when the cookie is missing, invalid or different", () => {
    expect(languageCookieUpdate(undefined, "de")).toBe("de");
    expect(languageCookieUpdate("xx", "en")).toBe("en");
    expect(languageCookieUpdate("de", "tr")).toBe("tr");
  });
  it("writes nothing when the cookie already holds the page language", () => {
    expect(languageCookieUpdate("en", "en")).toBeNull();
  });
});
