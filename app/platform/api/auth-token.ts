import { browserStorage, readItem } from "../storage/browser-storage.ts";

/** Local-storage key of the auth token from the offer login (`GET /api/auth/token`). */
export const AUTH_TOKEN_STORAGE_KEY = "auth_token";

/** The stored auth token; every page's API calls read it (storing it is in auth-token-store.ts, loaded late). */
export function readAuthToken(storage: Storage | undefined = browserStorage("local")): string | undefined {
  return readItem(storage, AUTH_TOKEN_STORAGE_KEY) || undefined;
}
