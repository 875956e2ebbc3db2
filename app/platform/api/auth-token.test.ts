import { describe, expect, it } from "vitest";
import { blockedStorage, memoryStorage } from "../storage/test-storages.ts";
import { AUTH_TOKEN_STORAGE_KEY, clearAuthToken, readAuthToken, storeAuthToken } from "./auth-token.ts";

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
    const blocked = blockedStorage();
    expect(readAuthToken(blocked)).toBeUndefined();
    expect(() => storeAuthToken("x", blocked)).not.toThrow();
    expect(readAuthToken(undefined)).toBeUndefined();
  });
});
