/**
 * After a deploy, old pages ask for chunks that no longer exist; one reload fetches the new build. The error
 * boundaries call it (React Router reloads for its route modules itself). No `vite:preloadError` handler: its
 * preventDefault makes the failed import resolve to undefined, which a lazy component then reads as a module.
 */
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = "chunk-reload-at";

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_ERROR.test(message);
}

/** Reload unless the last reload for this reason was less than 10 seconds ago (no reload loops). */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= RELOAD_GUARD_MS ||
    now < lastReloadAt
  );
}

function readLast(): number | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/** Reloads the page once for a chunk error; returns false when the guard holds it back. */
export function reloadForChunkError(now = Date.now()): boolean {
  if (!shouldReload(readLast(), now)) return false;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    // Without storage the guard cannot hold; reloading once is still right.
  }
  window.location.reload();
  return true;
}
