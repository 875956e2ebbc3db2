import { type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { track } from "./events";
import { WEB_VITALS_PATH, webVitalsPayload } from "./web-vitals-contract";

interface NetworkInformation {
  effectiveType?: string;
}

/**
 * The page context of the document's own page view: the first `page_view` in the data layer (read from the global:
 * another import of the first-load chunk would cost every page bytes).
 */
function documentPageView(): { path: string; brand: string; language: string } | null {
  for (const entry of window.dataLayer ?? []) {
    if (typeof entry === "object" && entry !== null && (entry as { event?: unknown }).event === "page_view")
      return (entry as { page: { path: string; brand: string; language: string } }).page;
  }
  return null;
}

/**
 * Measures LCP, INP, CLS, FCP and TTFB of this page (document) view with `web-vitals` and sends one report when
 * the page is first hidden (the customer leaves, reloads or switches away): to the data layer (`web_vitals`) and
 * by `navigator.sendBeacon` to the server — only while `allowed()` (consent for statistics) still holds. Values
 * measured before the call count too: the library reads the browser's buffered performance entries.
 */
export function reportWebVitals(allowed: () => boolean): void {
  const measured: Partial<Record<MetricType["name"], number>> = {};
  const keep = (metric: MetricType) => {
    measured[metric.name] = metric.value;
  };
  // Every change: the values are current whenever the page is hidden, whichever listener runs first.
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(keep, { reportAllChanges: true });
  let sent = false;
  const send = () => {
    if (sent || !allowed()) return;
    const page = documentPageView();
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection?.effectiveType;
    const payload = page ? webVitalsPayload(page, measured, connection) : null;
    if (!payload) return;
    sent = true;
    track("web_vitals", { webVitals: payload });
    navigator.sendBeacon?.(WEB_VITALS_PATH, new Blob([JSON.stringify(payload)], { type: "application/json" }));
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  window.addEventListener("pagehide", send);
}
