import { describe, expect, it } from "vitest";
import { blockedStorage, memoryStorage } from "~/platform/storage/storages.test-support";
import { clearUseCase, readUseCase, storeUseCase, USE_CASE_STORAGE_KEY } from "./use-case-storage";

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
    const blocked = blockedStorage();
    expect(readUseCase(blocked)).toBeUndefined();
    expect(() => storeUseCase("Novum", blocked)).not.toThrow();
    expect(() => clearUseCase(blocked)).not.toThrow();
    expect(readUseCase(undefined)).toBeUndefined();
  });
});
