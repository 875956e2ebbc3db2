import { describe, expect, it } from "vitest";
import { brandFromHost, resolveBrand } from "./resolve";

const hostMap = { "www.blau.example": "blau", "kuendigen.aldi.example": "aldi" } as const;

describe("brandFromHost", () => {
  it("uses the configured host map, ignoring case, port and a trailing dot", () => {
    expect(brandFromHost("WWW.Blau.Example:8443", hostMap)).toBe("blau");
    expect(brandFromHost("kuendigen.aldi.example.", hostMap)).toBe("aldi");
  });
  it("counts a first label equal to a slug", () => {
    expect(brandFromHost("spice.localhost:3000", hostMap)).toBe("spice");
    expect(brandFromHost("nova.shop.example", hostMap)).toBe("nova");
  });
  it("does not treat a bare word or an unknown label as a brand", () => {
    expect(brandFromHost("localhost:3000", hostMap)).toBeUndefined();
    expect(brandFromHost("o2", hostMap)).toBeUndefined();
    expect(brandFromHost("shop.example", hostMap)).toBeUndefined();
    expect(brandFromHost("", hostMap)).toBeUndefined();
  });
});

describe("resolveBrand", () => {
  const none = { host: "localhost", query: null, cookie: null, hostMap };
  it("defaults to o2", () => {
    expect(resolveBrand(none)).toBe("o2");
  });
  it("takes the cookie when host and query say nothing", () => {
    expect(resolveBrand({ ...none, cookie: "nova" })).toBe("nova");
  });
  it("lets the query parameter win over the cookie", () => {
    expect(resolveBrand({ ...none, query: "blau", cookie: "nova" })).toBe("blau");
    expect(resolveBrand({ ...none, query: " ORTEL ", cookie: "nova" })).toBe("ortel");
  });
  it("lets the host win over query and cookie", () => {
    expect(resolveBrand({ ...none, host: "aldi.localhost", query: "blau", cookie: "nova" })).toBe("aldi");
  });
  it("falls through unknown or hostile values without failing", () => {
    expect(resolveBrand({ ...none, query: "<script>", cookie: "nova" })).toBe("nova");
    expect(resolveBrand({ ...none, query: "x".repeat(5000), cookie: "../etc" })).toBe("o2");
    expect(resolveBrand({ ...none, query: "constructor", cookie: "__proto__" })).toBe("o2");
  });
});
