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
