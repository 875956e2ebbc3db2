import { describe, expect, it } from "vitest";
import { readItem, removeItem, writeItem } from "./browser-storage";
import { blockedStorage, memoryStorage } from "./storages.test-support";

describe("browser storage", () => {
  it("reads, writes and removes in a working storage", () => {
    const storage = memoryStorage();
    expect(writeItem(storage, "k", "v")).toBe(true);
    expect(readItem(storage, "k")).toBe("v");
    removeItem(storage, "k");
    expect(readItem(storage, "k")).toBeNull();
  });

  it("treats a blocked or missing storage as empty and never throws", () => {
    for (const storage of [blockedStorage(), undefined]) {
      expect(writeItem(storage, "k", "v")).toBe(false);
      expect(readItem(storage, "k")).toBeNull();
      expect(() => removeItem(storage, "k")).not.toThrow();
    }
  });
});
