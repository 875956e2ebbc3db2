import { describe, expect, it } from "vitest";
import { chunksToPrefetch, prefetchAllowed, type RouteManifest } from "./prefetch-chunks";

const manifest: RouteManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
  routes: {
    root: { module: "/assets/root.js", imports: ["/assets/framework.js", "/assets/shell.js"] },
    home: { module: "/assets/home.js", imports: ["/assets/shell.js", "/assets/tile.js"] },
    offer: { module: "/assets/offer.js", imports: ["/assets/shell.js", "/assets/price.js", "/assets/tile.js"] },
    summary: { module: "/assets/summary.js", imports: ["/assets/price.js", "/assets/modal.js"] },
    bare: { module: "/assets/bare.js" },
  },
};

describe("chunks to prefetch", () => {
  it("lists the target's module and the imports the page has not loaded, the route's own module first", () => {
    expect(chunksToPrefetch(manifest, ["root", "offer"], ["root", "home"])).toEqual([
      "/assets/offer.js",
      "/assets/price.js",
    ]);
  });

  it("takes every matched route, parents first, each file once", () => {
    expect(chunksToPrefetch(manifest, ["root", "offer", "summary"], ["root"])).toEqual([
      "/assets/offer.js",
      "/assets/price.js",
      "/assets/tile.js",
      "/assets/summary.js",
      "/assets/modal.js",
    ]);
  });

  it("asks for nothing when the target is a loaded route, and skips routes the manifest does not know yet", () => {
    expect(chunksToPrefetch(manifest, ["root", "home"], ["root", "home"])).toEqual([]);
    expect(chunksToPrefetch(manifest, ["root", "undiscovered", "bare"], ["root"])).toEqual(["/assets/bare.js"]);
  });

  it("counts the entry's imports as loaded", () => {
    expect(chunksToPrefetch(manifest, ["root"], [])).toEqual(["/assets/root.js", "/assets/shell.js"]);
  });
});

describe("prefetch allowed", () => {
  it("prefetches without hints and on fast lines", () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed({ saveData: false, effectiveType: "4g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "3g" })).toBe(true);
  });

  it("does not prefetch when the customer saves data or the line is 2G", () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: "4g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
  });
});
