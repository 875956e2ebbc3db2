import type { ConsentState } from "./consent";
import { watchConsent } from "./consent-store";

/** Consent for statistics: Consent Mode's `analytics_storage`, as the consent manager sets it. */
export function statisticsAllowed(state: ConsentState): boolean {
  return state.mode.analytics_storage === "granted";
}

function afterLoad(run: () => void): void {
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

/**
 * Field data (Core Web Vitals of real page views): started after hydration (platform/after-hydration.ts), it only watches the
 * data layer's consent commands. Once `analytics_storage` is granted and the page has loaded, it loads the
 * `web-vitals` library and the reporter; before that nothing is measured, loaded or sent.
 */
export function startFieldData(): void {
  let allowed = false;
  let started = false;
  watchConsent((state) => {
    allowed = statisticsAllowed(state);
    if (started || !allowed) return;
    started = true;
    afterLoad(() => {
      void import("./web-vitals-report").then((m) => m.reportWebVitals(() => allowed));
    });
  });
}

// Imported for this effect by platform/after-hydration.ts: a call there would cost every first load bytes.
startFieldData();
