/**
 * What the consent manager has reported, learnt from its two signals: the Google Consent Mode v2 commands
 * it pushes to the data layer (`gtag("consent", "default" | "update", {...})`) and Usercentrics' own
 * `UC_CONSENT` browser event (its detail lists every data processing service with `consent.given`).
 * Pure: the browser side (`consent-store.ts`) feeds entries and events in.
 */
export type ConsentValue = "granted" | "denied";

export interface ConsentState {
  /** Consent Mode types; an update overrides, a default only fills what nothing has set yet. */
  readonly mode: Readonly<Record<string, ConsentValue>>;
  /** The consent manager's decision on the personalisation service itself; null until it names one. */
  readonly personalisationService: boolean | null;
}

export const NO_CONSENT: ConsentState = { mode: {}, personalisationService: null };

/** Usercentrics names the personalisation script's service (cdn.dynamicyield.com) after its vendor. */
export const PERSONALISATION_SERVICE = /dynamic\s*yield/i;

/** Usercentrics' browser event carrying the full consent details after init and after every change. */
export const USERCENTRICS_CONSENT_EVENT = "UC_CONSENT";

function isConsentValue(value: unknown): value is ConsentValue {
  return value === "granted" || value === "denied";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** A `gtag("consent", ...)` entry: gtag pushes its `arguments` object, so the entry is array-like. */
export function consentCommand(
  entry: unknown,
): { command: "default" | "update"; values: Record<string, ConsentValue> } | null {
  if (!isRecord(entry) || entry[0] !== "consent") return null;
  const command = entry[1];
  const params = entry[2];
  if ((command !== "default" && command !== "update") || !isRecord(params)) return null;
  const values: Record<string, ConsentValue> = {};
  for (const [key, value] of Object.entries(params)) {
    if (isConsentValue(value)) values[key] = value;
  }
  return { command, values };
}

/** Applies one data-layer entry; anything but a consent command leaves the state as it is. */
export function withDataLayerEntry(state: ConsentState, entry: unknown): ConsentState {
  const parsed = consentCommand(entry);
  if (!parsed) return state;
  const mode = parsed.command === "update" ? { ...state.mode, ...parsed.values } : { ...parsed.values, ...state.mode };
  return { ...state, mode };
}

/** Applies a `UC_CONSENT` detail: the personalisation service's `consent.given`, when the detail lists it. */
export function withUsercentricsConsent(state: ConsentState, detail: unknown): ConsentState {
  const services = isRecord(detail) && isRecord(detail.services) ? Object.values(detail.services) : [];
  for (const service of services) {
    if (!isRecord(service) || typeof service.name !== "string" || !PERSONALISATION_SERVICE.test(service.name)) continue;
    const given = isRecord(service.consent) && service.consent.given === true;
    return { ...state, personalisationService: given };
  }
  return state;
}

/** May the personalisation script load? The consent manager's decision on that service if it reports one, else Consent Mode. */
export function personalisationAllowed(state: ConsentState): boolean {
  if (state.personalisationService !== null) return state.personalisationService;
  // ad_personalization: Usercentrics grants it with the ad services' consent; its mapping sets no personalization_storage.
  return state.mode.ad_personalization === "granted" && state.mode.personalization_storage !== "denied";
}
