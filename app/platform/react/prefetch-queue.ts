/**
 * The queue behind route prefetch (decision 0008): chunks asked for on intent load at most
 * `MAX_PARALLEL_ROUTE_CHUNKS` at a time, so hovering across a page of links does not flood a slow phone's line.
 * Pure: the caller hands in how a chunk loads (a `<link rel="modulepreload">` in the browser).
 */

/** At most 4 route chunks preloaded at a time (docs/decisions/0008-route-prefetch.md). */
export const MAX_PARALLEL_ROUTE_CHUNKS = 4;

/** Loads one chunk; settles when it has loaded or failed. */
export type LoadChunk = (url: string) => Promise<unknown>;

export interface PrefetchQueue {
  /**
   * Asks for these chunks ahead of all still waiting: the link the customer points at now is the likeliest next
   * click, so a sweep across ten links does not leave the last one behind nine. A chunk loads once; one that
   * failed may be asked for again.
   */
  request(urls: readonly string[]): void;
  /** Chunks loading now. */
  readonly inFlight: number;
  /** Chunks waiting for a free slot, next first. */
  readonly waiting: readonly string[];
}

export function createPrefetchQueue(load: LoadChunk, limit = MAX_PARALLEL_ROUTE_CHUNKS): PrefetchQueue {
  /** Loaded or loading. */
  const taken = new Set<string>();
  let waiting: string[] = [];
  let inFlight = 0;

  function start(url: string) {
    taken.add(url);
    inFlight += 1;
    Promise.resolve()
      .then(() => load(url))
      .catch(() => taken.delete(url))
      .finally(() => {
        inFlight -= 1;
        pump();
      });
  }

  function pump() {
    while (inFlight < limit) {
      const next = waiting.shift();
      if (next === undefined) return;
      start(next);
    }
  }

  return {
    request(urls) {
      const fresh = [...new Set(urls)].filter((url) => !taken.has(url));
      if (fresh.length === 0) return;
      waiting = [...fresh, ...waiting.filter((url) => !fresh.includes(url))];
      pump();
    },
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return waiting;
    },
  };
}
