import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { DEFAULT_SCRIPT_URLS } from "../app/platform/config/app-config";
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from "./csp-reports";
import { observatoryScore, parseCsp } from "./observatory-score";
import {
  contentSecurityPolicy,
  PERMISSIONS_POLICY,
  type SecurityOptions,
  securityHeaders,
  strictTransportSecurity,
  thirdPartyOrigins,
} from "./security";

const PLAIN: SecurityOptions = { scriptUrls: DEFAULT_SCRIPT_URLS, brandSettings: {}, hstsPreload: false };
const CONFIGURED: SecurityOptions = {
  ...PLAIN,
  brandSettings: { o2: { tagManagerId: "GTM-O2TEST", consentManagerId: "o2-settings", personalisationId: "877" } },
};

/** The headers the middleware sets for a request path. */
function headersFor(options: SecurityOptions, url: string): Record<string, string> {
  const set: Record<string, string> = {};
  const res = { locals: {}, setHeader: (name: string, value: string) => (set[name.toLowerCase()] = value) };
  let called = false;
  securityHeaders(options)({ path: url.split("?")[0], originalUrl: url } as Request, res as unknown as Response, () => {
    called = true;
  });
  expect(called).toBe(true);
  return set;
}

describe("contentSecurityPolicy", () => {
  it("denies by default and names every kind the app loads", () => {
    const csp = parseCsp(contentSecurityPolicy("abc")) ?? new Map();
    expect([...(csp.get("default-src") ?? [])]).toEqual(["'none'"]);
    expect([...(csp.get("script-src") ?? [])]).toEqual(["'nonce-abc'", "'strict-dynamic'"]);
    expect([...(csp.get("style-src") ?? [])]).toEqual(["'self'", "'nonce-abc'"]);
    expect([...(csp.get("connect-src") ?? [])]).toEqual(["'self'"]);
    expect([...(csp.get("form-action") ?? [])]).toEqual(["'self'"]);
    for (const name of ["frame-ancestors", "base-uri", "object-src"])
      expect([...(csp.get(name) ?? [])]).toEqual(["'none'"]);
    expect(csp.has("frame-src")).toBe(false);
  });

  it("lets the IDV form lead on to a provider and the demo's stand-in keep its inline style, nothing else", () => {
    expect(contentSecurityPolicy("n", [], { idv: true })).toContain("form-action 'self' https:");
    expect(contentSecurityPolicy("n", [], { demoPage: true })).toContain("style-src 'self' 'unsafe-inline'");
    expect(contentSecurityPolicy("n").replace("style-src-attr 'unsafe-inline'", "")).not.toContain("unsafe");
  });
});

describe("thirdPartyOrigins", () => {
  it("is empty while no brand runs a third-party script", () => {
    expect(thirdPartyOrigins(PLAIN)).toEqual([]);
  });

  it("derives the vendors' origins from the configured script URLs", () => {
    const origins = thirdPartyOrigins(CONFIGURED);
    expect(origins).toContain("https://www.googletagmanager.com");
    expect(origins).toContain("https://*.google-analytics.com");
    expect(origins).toContain("https://*.usercentrics.eu");
    expect(origins).toContain("https://cdn.dynamicyield.com");
    const custom = thirdPartyOrigins({
      scriptUrls: { ...DEFAULT_SCRIPT_URLS, tagManager: "https://sgtm.o2.example/gtm.js" },
      brandSettings: { o2: { tagManagerId: "GTM-X" } },
    });
    expect(custom).toEqual(["https://sgtm.o2.example"]);
  });

  it("puts them into the fetch directives of the policy", () => {
    const csp = parseCsp(headersFor(CONFIGURED, "/kuendigung")["content-security-policy"] ?? "") ?? new Map();
    for (const name of ["script-src", "connect-src", "img-src", "style-src", "frame-src"])
      expect(csp.get(name)?.has("https://*.usercentrics.eu"), name).toBe(true);
  });
});

describe("securityHeaders", () => {
  it("sends isolation and permission headers; preload only when asked for", () => {
    const headers = headersFor(PLAIN, "/");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain("camera=()");
    expect(PERMISSIONS_POLICY).toContain("payment=()");
    expect(headers["strict-transport-security"]).toBe(strictTransportSecurity(false));
    expect(headers["strict-transport-security"]).not.toContain("preload");
    expect(headersFor({ ...PLAIN, hstsPreload: true }, "/")["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
  });

  it("sends violations to the report endpoint by report-to (Reporting-Endpoints) and report-uri", () => {
    const headers = headersFor(PLAIN, "/kuendigung");
    const csp = parseCsp(headers["content-security-policy"] ?? "") ?? new Map();
    expect([...(csp.get("report-uri") ?? [])]).toEqual([CSP_REPORT_PATH]);
    const group = [...(csp.get("report-to") ?? [])];
    expect(group).toEqual([CSP_REPORT_GROUP]);
    expect(headers["reporting-endpoints"]).toBe(`${group[0]}="${CSP_REPORT_PATH}"`);
  });

  it("keeps token addresses out of caches, indexes and referrers", () => {
    expect(headersFor(PLAIN, "/angebot/secret")["referrer-policy"]).toBe("strict-origin");
    expect(headersFor(PLAIN, "/ANGEBOT/secret/MEINE-DATEN/")["referrer-policy"]).toBe("strict-origin");
    expect(headersFor(PLAIN, "/idv/secret/foo")["cache-control"]).toBe("no-store");
    expect(headersFor(PLAIN, "/email-ablehnung?token=secret")["cache-control"]).toBe("no-store");
    expect(headersFor(PLAIN, "/kuendigung")["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it.each([
    ["plain", PLAIN],
    ["with third-party scripts", CONFIGURED],
  ])("scores at least 125 in the Observatory (%s)", (_name, options) => {
    const { score } = observatoryScore({ headers: headersFor(options, "/kuendigung"), host: "localhost" });
    expect(score).toBeGreaterThanOrEqual(125);
  });
});
