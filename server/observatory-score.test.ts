import { describe, expect, it } from "vitest";
import { observatoryScore } from "./observatory-score";

const STRONG = {
  "content-security-policy": "default-src 'none'; script-src 'nonce-x' 'strict-dynamic'; frame-ancestors 'none'",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
};

function result(headers: Record<string, string | string[]>, test: string, body?: string) {
  return observatoryScore({ headers, host: "shop.example", body }).tests.find((t) => t.test === test);
}

describe("observatoryScore", () => {
  it("gives nothing to an answer without headers: 100 − 25 (CSP) − 20 (HSTS) − 5 (XCTO) − 20 (XFO) = 30", () => {
    expect(observatoryScore({ headers: {}, host: "shop.example" }).score).toBe(30);
  });

  it("gives strong headers 130: +10 default-src 'none', +5 frame-ancestors, +5 referrer, +10 CORP", () => {
    expect(observatoryScore({ headers: STRONG, host: "shop.example" }).score).toBe(130);
  });

  it("awards bonuses only when the score without them is at least 90", () => {
    const { score } = observatoryScore({
      headers: { ...STRONG, "strict-transport-security": "max-age=60", "x-content-type-options": "" },
      host: "shop.example",
    });
    expect(score).toBe(85); // 100 − 10 − 5; the +30 of bonuses do not count
  });

  it.each([
    ["default-src 'self'", "csp-implemented-with-no-unsafe", 5],
    ["default-src 'none'; script-src 'self' 'unsafe-inline'", "csp-implemented-with-unsafe-inline", -20],
    ["default-src 'none'; script-src 'nonce-a' 'unsafe-inline'", "csp-implemented-with-no-unsafe-default-src-none", 10],
    [
      "default-src 'none'; script-src 'nonce-a' 'strict-dynamic' https: 'self'",
      "csp-implemented-with-no-unsafe-default-src-none",
      10,
    ],
    ["default-src 'none'; script-src 'strict-dynamic'", "csp-header-invalid", -25],
    ["script-src 'self'", "csp-implemented-with-unsafe-inline", -20], // object-src falls back to *
    ["default-src 'self'; script-src 'self' 'unsafe-eval'", "csp-implemented-with-unsafe-eval", -10],
    ["default-src 'self'; connect-src http://api.example", "csp-implemented-with-insecure-scheme", -20],
    ["default-src 'self'; img-src http:", "csp-implemented-with-insecure-scheme-in-passive-content-only", -10],
    ["default-src 'none'; style-src 'unsafe-inline'", "csp-implemented-with-unsafe-inline-in-style-src-only", 0],
  ])("scores the CSP %s as %s (%i)", (policy, expected, modifier) => {
    expect(result({ "content-security-policy": policy }, "content-security-policy")).toMatchObject({
      result: expected,
      modifier,
    });
  });

  it.each([
    [
      ["a=1; Secure; SameSite=Lax", "b=2; Secure; SameSite=Strict"],
      "cookies-secure-with-httponly-sessions-and-samesite",
      5,
    ],
    [["a=1; Secure"], "cookies-secure-with-httponly-sessions", 0],
    [["a=1; SameSite=Lax"], "cookies-without-secure-flag-but-protected-by-hsts", -5],
    [["session=1; Secure; SameSite=Lax"], "cookies-session-without-httponly-flag", -30],
    [["a=1; Secure; SameSite=Wrong"], "cookies-samesite-flag-invalid", -20],
  ])("scores the cookies %o as %s (%i)", (cookies, expected, modifier) => {
    expect(result({ ...STRONG, "set-cookie": cookies }, "cookies")).toMatchObject({ result: expected, modifier });
  });

  it("counts a cookie without Secure harder when there is no HSTS", () => {
    expect(result({ "set-cookie": "a=1" }, "cookies")?.modifier).toBe(-20);
  });

  it.each([
    ["max-age=63072000; preload", 0],
    ["max-age=100", -10],
    ["includeSubDomains", -20],
  ])("scores HSTS %s with %i (preload alone earns nothing)", (value, modifier) => {
    expect(result({ "strict-transport-security": value }, "strict-transport-security")?.modifier).toBe(modifier);
  });

  it("gives +5 to a domain on the preload list", () => {
    const { tests } = observatoryScore({ headers: {}, host: "x", hstsPreloaded: true });
    expect(tests.find((t) => t.test === "strict-transport-security")?.modifier).toBe(5);
  });

  it.each([
    [{ "referrer-policy": "unsafe-url" }, "referrer-policy", -5],
    [{ "referrer-policy": "strict-origin-when-cross-origin" }, "referrer-policy", 5],
    [{}, "referrer-policy", 0],
    [{ "x-frame-options": "DENY" }, "x-frame-options", 0],
    [{ "cross-origin-resource-policy": "cross-origin" }, "cross-origin-resource-policy", 0],
    [{ "cross-origin-resource-policy": "nope" }, "cross-origin-resource-policy", -5],
    [
      { "access-control-allow-origin": "https://evil.example", "access-control-allow-credentials": "true" },
      "cross-origin-resource-sharing",
      -50,
    ],
  ])("scores %o in %s with %i", (headers, test, modifier) => {
    expect(result(headers, test)?.modifier).toBe(modifier);
  });

  it("asks for SRI on scripts from other sites only", () => {
    const html = { "content-type": "text/html; charset=utf-8" };
    expect(result(html, "subresource-integrity", '<script src="/assets/a.js"></script>')?.modifier).toBe(0);
    expect(
      result(html, "subresource-integrity", '<script src="https://cdn.other.example/a.js"></script>')?.modifier,
    ).toBe(-5);
    expect(
      result(html, "subresource-integrity", '<script src="http://cdn.other.example/a.js"></script>')?.modifier,
    ).toBe(-50);
    expect(result({ "content-type": "application/json" }, "subresource-integrity", "<script src=//x>")?.modifier).toBe(
      0,
    );
  });
});
