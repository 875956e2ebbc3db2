import { describe, expect, it } from "vitest";
import { isChunkLoadError, shouldReload } from "./chunk-reload";

describe("chunk reload", () => {
  it("recognises failed chunk loads of the browsers we support", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it("reloads the first time and again only after the 10-second guard", () => {
    const now = 1_000_000;
    expect(shouldReload(null, now)).toBe(true);
    expect(shouldReload(now - 1_000, now)).toBe(false);
    expect(shouldReload(now - 9_999, now)).toBe(false);
    expect(shouldReload(now - 10_000, now)).toBe(true);
  });

  it("does not trust a garbled or future timestamp", () => {
    expect(shouldReload(Number.NaN, 5)).toBe(true);
    expect(shouldReload(10_000_000, 5)).toBe(true);
  });
});
