import { describe, expect, it } from "vitest";
import { brandFromHost, brandOrigin, resolveBrand } from "./resolve";

const hostMap = { "www.blau.example": "blau", "kuendigen.aldi.example": "aldi" } as const;

describe("brandFromHost", () => {
  it("uses the configured host map, ignoring case, port and a trailing dot", () => {
    expect(brandFromHost("WWW.Blau.Example:8443", hostMap)).toBe("blau");
    expect(brandFromHost("kuendigen.aldi.example.", hostMap)).toBe("aldi");
  });
  it("counts a first label equal to a slug where no hosts are configured (the demo, development)", () => {
    expect(brandFromHost("spice.localhost:3000", {})).toBe("spice");
    expect(brandFromHost("nova.shop.example", {})).toBe("nova");
  });
  it("takes only the configured hosts where there are some: a forged host names no brand", () => {
    expect(brandFromHost("spice.localhost:3000", hostMap)).toBeUndefined();
    expect(brandFromHost("blau.evil.example", hostMap)).toBeUndefined();
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
    expect(resolveBrand({ ...none, host: "kuendigen.aldi.example", query: "blau", cookie: "nova" })).toBe("aldi");
    expect(resolveBrand({ ...none, host: "aldi.localhost", query: "blau", hostMap: {} })).toBe("aldi");
  });
  it("falls through unknown or hostile values without failing", () => {
    expect(resolveBrand({ ...none, query: "<script>", cookie: "nova" })).toBe("nova");
    expect(resolveBrand({ ...none, query: "x".repeat(5000), cookie: "../etc" })).toBe("o2");
    expect(resolveBrand({ ...none, query: "constructor", cookie: "__proto__" })).toBe("o2");
  });
});

describe("brandOrigin", () => {
  it("is the request's own where its host is configured, or where none are (the demo, development)", () => {
    expect(brandOrigin(new URL("https://www.blau.example/kuendigung"), "blau", hostMap)).toBe(
      "https://www.blau.example",
    );
    expect(brandOrigin(new URL("http://blau.localhost:3000/"), "blau", {})).toBe("http://blau.localhost:3000");
  });
  it("is the brand's configured host for any other host: a forged Host never becomes the canonical address", () => {
    expect(brandOrigin(new URL("http://evil.example/kuendigung"), "blau", hostMap)).toBe("https://www.blau.example");
    expect(brandOrigin(new URL("http://evil.example/"), "aldi", hostMap)).toBe("https://kuendigen.aldi.example");
  });
  it("stays the request's for a brand without a configured host", () => {
    expect(brandOrigin(new URL("http://evil.example/"), "nova", hostMap)).toBe("http://evil.example");
  });
});
