import { describe, expect, it } from "vitest";
import { BRAND_SLUGS } from "../app/platform/brand/registry";
import { loadContract } from "../demo-api/contract";
import { carriesToken, isTokenPath, redactPath } from "./redact";

describe("redactPath", () => {
  it.each([
    ["/angebot/abc123secret", "/angebot/:token"],
    ["/angebot/abc123secret/zahlung?x=1", "/angebot/:token/zahlung"],
    ["/en/angebot/preview/abc", "/en/angebot/preview/:token"],
    ["/tr/idv/t0k3n/in-arbeit", "/tr/idv/:token/in-arbeit"],
    ["/kuendigung?data=secret", "/kuendigung"],
    ["/api/offer/verify/abc", "/api/offer/verify/:id"],
    [
      "/api/o2/contracttermination/download/550e8400-e29b-41d4-a716-446655440000",
      "/api/o2/contracttermination/download/:id",
    ],
    ["/api/offer/documents/a/b/c", "/api/offer/documents/:id/:id/:id"],
    ["/api/declinemail?token=secret&brand=o2", "/api/declinemail"],
    ["/assets/entry.client-AbCdEf12.js", "/assets/entry.client-AbCdEf12.js"],
    ["/some/unknown/4111111111111111", "/some/unknown/:id"],
  ])("%s → %s", (input, expected) => {
    expect(redactPath(input)).toBe(expected);
  });
});

describe("redactPath against the contract", () => {
  const paths = [...new Set(loadContract().operations.map((op) => op.path))];

  it.each(paths)("%s keeps its words and hides its parameters", (template) => {
    const secret = template.replace(/\{brand\}/g, "o2").replace(/\{\w+\}/g, "s3cr3t");
    expect(redactPath(secret)).toBe(template.replace(/\{brand\}/g, "o2").replace(/\{\w+\}/g, ":id"));
  });

  it.each(BRAND_SLUGS)("keeps the brand slug %s in API paths", (slug) => {
    expect(redactPath(`/api/${slug}/contracttermination/config`)).toBe(`/api/${slug}/contracttermination/config`);
  });
});

describe("isTokenPath", () => {
  it("recognises token routes in every language, including data requests", () => {
    expect(isTokenPath("/angebot/abc")).toBe(true);
    expect(isTokenPath("/en/idv/abc/erfolgreich")).toBe(true);
    expect(isTokenPath("/tr/angebot/abc/zahlung.data")).toBe(true);
  });
  it("leaves other pages alone", () => {
    expect(isTokenPath("/")).toBe(false);
    expect(isTokenPath("/kuendigung")).toBe(false);
    expect(isTokenPath("/angebot")).toBe(false);
    expect(isTokenPath("/api/offer/abc")).toBe(false);
  });
});

describe("carriesToken", () => {
  it.each([
    "/angebot/abc",
    "/angebot/abc/login?code=123456",
    "/selfcarekuendigung?data=abc",
    "/selfcarekuendigung/error?reason=failed&data=abc",
    "/en/selfcarekuendigung/error?data=abc",
    "/selfcarekuendigung.data?data=abc",
    "/email-ablehnung?token=abc&brand=o2",
    "/tr/email-ablehnung?brand=ayyildiz&token=abc",
    "/entry/novum?id=abc",
    "/entry/novum?id=",
  ])("%s carries a token", (url) => {
    expect(carriesToken(url)).toBe(true);
  });

  it.each([
    "/",
    "/?brand=blau",
    "/kuendigung",
    "/selfcarekuendigung/error?reason=unknown",
    "/entry/novum",
    "/x#data=1",
  ])("%s carries none", (url) => {
    expect(carriesToken(url)).toBe(false);
  });
});
