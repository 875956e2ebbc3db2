/**
 * Answers of the backend that are the same for every visitor (a brand's termination configuration), kept for
 * a few seconds and shared by all requests of this server instance. Only successful answers are kept: a failed
 * call is the caller's own failure, and the next request asks again. With `ttlSeconds` 0 every call goes
 * through. Concurrent misses each ask the backend (no visitor waits on another visitor's call).
 */
export function sharedCache<K, V>(now: () => number = Date.now) {
  const entries = new Map<K, { value: V; expires: number }>();
  return async (key: K, ttlSeconds: number, load: () => Promise<V>): Promise<V> => {
    if (ttlSeconds <= 0) return load();
    const entry = entries.get(key);
    if (entry && entry.expires > now()) return entry.value;
    const value = await load();
    entries.set(key, { value, expires: now() + ttlSeconds * 1000 });
    return value;
  };
}
