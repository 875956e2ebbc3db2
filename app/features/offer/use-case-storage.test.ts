import { describe, expect, it } from "vitest";
import { clearUseCase, readUseCase, storeUseCase, USE_CASE_STORAGE_KEY } from "./use-case-storage";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe("use-case storage", () => {
  it("keeps the use case in local storage, reads it back and clears it", () => {
    const storage = memoryStorage();
    expect(readUseCase(storage)).toBeUndefined();
    storeUseCase("Novum", storage);
    expect(storage.getItem(USE_CASE_STORAGE_KEY)).toBe("Novum");
    expect(readUseCase(storage)).toBe("Novum");
    storeUseCase("Standard", storage);
    expect(readUseCase(storage)).toBe("Standard");
    clearUseCase(storage);
    expect(readUseCase(storage)).toBeUndefined();
  });

  it("reads a value it does not know as no use case", () => {
    const storage = memoryStorage();
    storage.setItem(USE_CASE_STORAGE_KEY, "novum");
    expect(readUseCase(storage)).toBeUndefined();
    storage.setItem(USE_CASE_STORAGE_KEY, "");
    expect(readUseCase(storage)).toBeUndefined();
  });

  it("copes with blocked storage and with none at all (server)", () => {
    const blocked = {
      getItem() {
        throw new Error("SecurityError");
      },
      setItem() {
        throw new Error("QuotaExceededError");
      },
      removeItem() {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    expect(readUseCase(blocked)).toBeUndefined();
    expect(() => storeUseCase("Novum", blocked)).not.toThrow();
    expect(() => clearUseCase(blocked)).not.toThrow();
    expect(readUseCase(undefined)).toBeUndefined();
  });
});
