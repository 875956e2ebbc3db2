import { browserStorage, readItem, removeItem, writeItem } from "../storage/browser-storage.ts";

/** Local-storage key of the auth token from the offer login (`GET /api/auth/token`). */
export const AUTH_TOKEN_STORAGE_KEY = "auth_token";

export function readAuthToken(storage: Storage | undefined = browserStorage("local")): string | undefined {
  return readItem(storage, AUTH_TOKEN_STORAGE_KEY) || undefined;
}

/** A full or blocked storage only costs the login on the next visit. */
export function storeAuthToken(token: string, storage: Storage | undefined = browserStorage("local")): void {
  writeItem(storage, AUTH_TOKEN_STORAGE_KEY, token);
}

export function clearAuthToken(storage: Storage | undefined = browserStorage("local")): void {
  removeItem(storage, AUTH_TOKEN_STORAGE_KEY);
}
