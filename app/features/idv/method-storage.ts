import type { IdvMethodId } from "~/platform/api/types";

/**
 * The IDV method choice, persisted locally. Only the method: no token. Never read back into
 * the form: the verification's own state (its selected method) decides what is checked, and a stored value applied
 * after hydration overrode what the customer had just ticked.
 */
export const IDV_METHOD_STORAGE_KEY = "idv_method";

/**
 * Writes the choice; a blocked storage (privacy mode, sandboxed frame) is no error. The same guard as
 * platform/storage/browser-storage.ts, written out: that module's own chunk tipped the selection page over its budget.
 */
export function storeMethodChoice(method: IdvMethodId, storage?: Storage): boolean {
  try {
    (storage ?? localStorage).setItem(IDV_METHOD_STORAGE_KEY, method);
    return true;
  } catch {
    return false;
  }
}
