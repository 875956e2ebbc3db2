import type { IdvMethodId } from "~/platform/api/types";
import { browserStorage, readItem, writeItem } from "~/platform/storage/browser-storage";
import { isMethodId } from "./idv-screens";

/** The IDV method choice, persisted locally (specification point 3). Only the method: no token. */
export const IDV_METHOD_STORAGE_KEY = "idv_method";

export function storeMethodChoice(method: IdvMethodId, storage = browserStorage("local")): boolean {
  return writeItem(storage, IDV_METHOD_STORAGE_KEY, method);
}

/** The stored choice, or null when none (or an unknown value) is stored. */
export function readMethodChoice(storage = browserStorage("local")): IdvMethodId | null {
  const value = readItem(storage, IDV_METHOD_STORAGE_KEY);
  return isMethodId(value) ? value : null;
}
