/** Local-storage key of the auth token from the offer login (`GET /api/auth/token`). */
export const AUTH_TOKEN_STORAGE_KEY = "auth_token";

function defaultStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    // Access to localStorage throws when storage is blocked (privacy settings, sandboxed frames).
    return undefined;
  }
}

export function readAuthToken(storage: Storage | undefined = defaultStorage()): string | undefined {
  try {
    return storage?.getItem(AUTH_TOKEN_STORAGE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

export function storeAuthToken(token: string, storage: Storage | undefined = defaultStorage()): void {
  try {
    storage?.setItem(AUTH_TOKEN_STORAGE_KEY, token);
  } catch {
    // A full or blocked storage only costs the login on the next visit.
  }
}

export function clearAuthToken(storage: Storage | undefined = defaultStorage()): void {
  try {
    storage?.removeItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
