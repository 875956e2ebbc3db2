/**
 * The browser's storages, tolerant of their absence: on the server, and where privacy settings or sandboxed
 * frames make every access throw. A blocked storage reads as empty and writes nothing.
 */
export type StorageArea = "local" | "session";

export function browserStorage(area: StorageArea): Storage | undefined {
  try {
    if (area === "local") return typeof localStorage === "undefined" ? undefined : localStorage;
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** False when nothing was stored (no storage, blocked, or full). */
export function writeItem(storage: Storage | undefined, key: string, value: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to remove from a blocked storage.
  }
}
