import { describe, expect, it } from "vitest";
import { readItem, removeItem, writeItem } from "./browser-storage";

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

function blocked(): Storage {
  const fail = () => {
    throw new DOMException("blocked", "SecurityError");
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 };
}

describe("browser storage", () => {
  it("reads, writes and removes in a working storage", () => {
    const storage = memory();
    expect(writeItem(storage, "k", "v")).toBe(true);
    expect(readItem(storage, "k")).toBe("v");
    removeItem(storage, "k");
    expect(readItem(storage, "k")).toBeNull();
  });

  it("treats a blocked or missing storage as empty and never throws", () => {
    for (const storage of [blocked(), undefined]) {
      expect(writeItem(storage, "k", "v")).toBe(false);
      expect(readItem(storage, "k")).toBeNull();
      expect(() => removeItem(storage, "k")).not.toThrow();
    }
  });
});
