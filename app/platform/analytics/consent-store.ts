import {
  type ConsentState,
  NO_CONSENT,
  USERCENTRICS_CONSENT_EVENT,
  withDataLayerEntry,
  withUsercentricsConsent,
} from "./consent";
import { observeDataLayer } from "./data-layer";

declare global {
  interface Window {
    /** Usercentrics' programmatic API, present once its loader has run. */
    __ucCmp?: { getConsentDetails?: () => Promise<unknown> };
  }
}

let state: ConsentState = NO_CONSENT;
let started = false;
const listeners = new Set<() => void>();

function update(next: ConsentState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Starts listening once per page: data-layer consent commands (past and future) and Usercentrics' event. */
function start(): void {
  if (started) return;
  started = true;
  observeDataLayer((entry) => update(withDataLayerEntry(state, entry)));
  window.addEventListener(USERCENTRICS_CONSENT_EVENT, (event) =>
    update(withUsercentricsConsent(state, (event as CustomEvent<unknown>).detail)),
  );
  // The consent manager may have sent its event before the app started: ask it for the current details.
  window.__ucCmp
    ?.getConsentDetails?.()
    .then((detail) => update(withUsercentricsConsent(state, detail)))
    .catch(() => {});
}

/**
 * Calls `onChange` with the consent state now and after every change (field-data.ts: consent for statistics;
 * personalisation-script.ts: consent for the personalisation script).
 */
export function watchConsent(onChange: (state: ConsentState) => void): void {
  start();
  listeners.add(() => onChange(state));
  onChange(state);
}
