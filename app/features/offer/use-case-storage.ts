import type { OfferUseCase } from "~/platform/api/types";
import { browserStorage, readItem, removeItem, writeItem } from "~/platform/storage/browser-storage";

/** Local-storage key of the offer use case ("a use-case value is persisted in the client"). */
export const USE_CASE_STORAGE_KEY = "offer_use_case";

const USE_CASES: readonly OfferUseCase[] = ["Standard", "Novum"];

/** The stored use case; anything else (nothing, a foreign value, blocked storage) reads as undefined. */
export function readUseCase(storage: Storage | undefined = browserStorage("local")): OfferUseCase | undefined {
  const value = readItem(storage, USE_CASE_STORAGE_KEY);
  return USE_CASES.find((useCase) => useCase === value);
}

/** A full or blocked storage: the offer falls back to its own use case. */
export function storeUseCase(useCase: OfferUseCase, storage: Storage | undefined = browserStorage("local")): void {
  writeItem(storage, USE_CASE_STORAGE_KEY, useCase);
}

export function clearUseCase(storage: Storage | undefined = browserStorage("local")): void {
  removeItem(storage, USE_CASE_STORAGE_KEY);
}
