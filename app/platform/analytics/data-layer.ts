/** The global data layer read by the tag manager. This module is the only place that pushes to it. */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function pushToDataLayer(entry: Record<string, unknown>): void {
  if (typeof window === "undefined") return;
  dataLayer().push(entry);
}

/**
 * Calls `onEntry` for every entry already in the data layer, then for every later push (by anyone: the
 * consent manager, the tag manager, this app). The wrapper calls the previous `push`, so the tag manager,
 * which wraps `push` the same way, keeps working whichever of the two comes first.
 */
export function observeDataLayer(onEntry: (entry: unknown) => void): void {
  const layer = dataLayer();
  for (const entry of layer) onEntry(entry);
  const previous = layer.push;
  layer.push = function push(this: unknown[], ...entries: unknown[]) {
    const length = previous.apply(this, entries);
    for (const entry of entries) onEntry(entry);
    return length;
  };
}
