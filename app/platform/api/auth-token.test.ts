import { describe, expect, it } from "vitest";
import { AUTH_TOKEN_STORAGE_KEY, clearAuthToken, readAuthToken, storeAuthToken } from "./auth-token.ts";

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

describe("auth token", () => {
  it("is kept in local storage and read back", () => {
    const storage = memoryStorage();
    expect(readAuthToken(storage)).toBeUndefined();
    storeAuthToken("demo-access-1", storage);
    expect(storage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe("demo-access-1");
    expect(readAuthToken(storage)).toBe("demo-access-1");
    clearAuthToken(storage);
    expect(readAuthToken(storage)).toBeUndefined();
  });
  it("copes with blocked storage and with none at all (server)", () => {
    const blocked = {
      getItem() {
        throw new Error("SecurityError");
      },
      setItem() {
        throw new Error("QuotaExceededError");
      },
    } as unknown as Storage;
    expect(readAuthToken(blocked)).toBeUndefined();
    expect(() => storeAuthToken("x", blocked)).not.toThrow();
    expect(readAuthToken(undefined)).toBeUndefined();
  });
});
