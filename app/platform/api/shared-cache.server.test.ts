import { describe, expect, it } from "vitest";
import { sharedCache } from "./shared-cache.server";

describe("sharedCache", () => {
  it("keeps an answer per key for its time, then asks again", async () => {
    let clock = 0;
    const cached = sharedCache<string, number>(() => clock);
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    expect(await cached("o2", 30, load)).toBe(1);
    clock = 29_999;
    expect(await cached("o2", 30, load)).toBe(1);
    expect(await cached("blau", 30, load)).toBe(2);
    clock = 30_000;
    expect(await cached("o2", 30, load)).toBe(3);
  });

  it("keeps no failure, and nothing at all with a time of 0", async () => {
    const cached = sharedCache<string, number>(() => 0);
    await expect(cached("o2", 30, () => Promise.reject(new Error("503")))).rejects.toThrow("503");
    expect(await cached("o2", 30, () => Promise.resolve(7))).toBe(7);
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    await cached("ortel", 0, load);
    expect(await cached("ortel", 0, load)).toBe(2);
  });
});
