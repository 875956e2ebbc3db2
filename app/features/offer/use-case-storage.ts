import type { OfferUseCase } from "~/platform/api/types";

/** Local-storage key of the offer use case (specification point 3: "a use-case value is persisted in the client"). */
export const USE_CASE_STORAGE_KEY = "offer_use_case";

const USE_CASES: readonly OfferUseCase[] = ["Standard", "Novum"];

function defaultStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    // Access to localStorage throws when storage is blocked (privacy settings, sandboxed frames).
    return undefined;
  }
}

/** The stored use case; anything else (nothing, a foreign value, blocked storage) reads as undefined. */
export function readUseCase(storage: Storage | undefined = defaultStorage()): OfferUseCase | undefined {
  try {
    const value = storage?.getItem(USE_CASE_STORAGE_KEY);
    return USE_CASES.find((useCase) => useCase === value);
  } catch {
    return undefined;
  }
}

export function storeUseCase(useCase: OfferUseCase, storage: Storage | undefined = defaultStorage()): void {
  try {
    storage?.setItem(USE_CASE_STORAGE_KEY, useCase);
  } catch {
    // A full or blocked storage: the offer falls back to its own use case.
  }
}

export function clearUseCase(storage: Storage | undefined = defaultStorage()): void {
  try {
    storage?.removeItem(USE_CASE_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
