import { describe, expect, it } from "vitest";
import { pathProblem, proxyTarget } from "./proxy-target.ts";

const HOST = "shop.example:3000";
const withDemo = { demo: true };
const withoutDemo = { demo: false };

describe("proxyTarget", () => {
  it("forwards /api paths with the query exactly as it came", () => {
    expect(proxyTarget("/api/offer/T-1.a~b", HOST, withoutDemo)).toEqual({
      kind: "backend",
      path: "/api/offer/T-1.a~b",
    });
    expect(proxyTarget("/api/x/prefill?data=a%2F..%2Fb&x=%2e%2e", HOST, withoutDemo)).toEqual({
      kind: "backend",
      path: "/api/x/prefill?data=a%2F..%2Fb&x=%2e%2e",
    });
    expect(proxyTarget("/api/", HOST, withoutDemo)).toEqual({ kind: "backend", path: "/api/" });
  });

  it("leaves every other path to the app, /__demo/ too unless the demo backend runs", () => {
    for (const path of ["/", "/api", "/apis/x", "/API/x", "/angebot/T", "//api/x", "/%61pi/x", "*", "api/x"]) {
      expect(proxyTarget(path, HOST, withDemo), path).toEqual({ kind: "app" });
    }
    expect(proxyTarget("/__demo/scenarios", HOST, withoutDemo)).toEqual({ kind: "app" });
    expect(proxyTarget("/__demo/scenarios", HOST, withDemo)).toEqual({ kind: "backend", path: "/__demo/scenarios" });
    expect(proxyTarget("/__demo/../api/x", HOST, withoutDemo)).toEqual({ kind: "app" });
  });

  it("refuses dot segments, encoded or not, encoded slashes and backslashes, and empty segments", () => {
    for (const path of [
      "/api/x/..%2f..%2fadmin",
      "/api/x/..%2F..%2Fadmin",
      "/api/%2e%2e/admin",
      "/api/%2E%2e/admin",
      "/api/x/%2e/y",
      "/api/x%5cy",
      "/api/x%5Cy",
      "/api/x\\..\\admin",
      "/api/x/../admin",
      "/api/./x",
      "/api/x/..",
      "/api//evil.example/x",
      "/api/x//y",
      "/api/x/%252f",
      "/api/x/%00",
      "/api/x/%1F",
      "/api/x/..;/admin",
      "/api/x%3B/admin",
      "/api/x/%zz",
      "/api/x/%4",
      "/__demo/%2e%2e/x",
    ]) {
      expect(proxyTarget(path, HOST, withDemo).kind, path).toBe("refused");
    }
  });

  it("takes an absolute-form target only when it names this origin, and then forwards its path alone", () => {
    expect(proxyTarget("http://evil.example/api/health", HOST, withoutDemo)).toEqual({
      kind: "refused",
      reason: "absolute-form target naming another origin",
    });
    expect(proxyTarget("http://user@shop.example:3000/api/health", HOST, withoutDemo).kind).toBe("refused");
    expect(proxyTarget("ftp://shop.example:3000/api/health", HOST, withoutDemo).kind).toBe("refused");
    expect(proxyTarget("http://shop.example:3000/api/health", undefined, withoutDemo).kind).toBe("refused");
    expect(proxyTarget("HTTP://SHOP.example:3000/api/health?x=1", HOST, withoutDemo)).toEqual({
      kind: "backend",
      path: "/api/health?x=1",
    });
    expect(proxyTarget("http://shop.example:3000/api/%2e%2e/x", HOST, withoutDemo).kind).toBe("refused");
    // Not the proxy's path: the app answers as it does for any other.
    expect(proxyTarget("http://evil.example/", HOST, withoutDemo)).toEqual({ kind: "app" });
  });

  it("names what is wrong with a path", () => {
    expect(pathProblem("/api/a/b/")).toBeNull();
    expect(pathProblem("/api/a//b")).toBe("empty segment");
    expect(pathProblem("/api/a/../b")).toBe("dot segment");
    expect(pathProblem("/api/a\\b")).toBe("backslash");
  });
});
