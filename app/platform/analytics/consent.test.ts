import { describe, expect, it } from "vitest";
import {
  type ConsentState,
  consentCommand,
  NO_CONSENT,
  personalisationAllowed,
  withDataLayerEntry,
  withUsercentricsConsent,
} from "./consent";
import { CONSENT_DEFAULTS } from "./third-party-scripts.server";

/** What `gtag(...)` pushes: its arguments object, not an array. */
function gtag(...args: unknown[]): unknown {
  return (function collect(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag pushes exactly this object
    return arguments;
  })(...args);
}

const DEFAULTS = gtag("consent", "default", CONSENT_DEFAULTS);

function fold(...entries: unknown[]): ConsentState {
  return entries.reduce<ConsentState>(withDataLayerEntry, NO_CONSENT);
}

function usercentrics(services: Record<string, { name: string; given?: boolean }>) {
  return {
    consent: { status: "SOME_ACCEPTED", type: "EXPLICIT" },
    categories: {},
    services: Object.fromEntries(
      Object.entries(services).map(([id, s]) => [
        id,
        { name: s.name, category: "marketing", essential: false, consent: { given: s.given ?? false } },
      ]),
    ),
  };
}

describe("consentCommand", () => {
  it("reads a gtag consent command pushed as an arguments object", () => {
    expect(consentCommand(gtag("consent", "update", { ad_personalization: "granted", wait_for_update: 500 }))).toEqual({
      command: "update",
      values: { ad_personalization: "granted" },
    });
  });

  it.each([
    [{ event: "gtm.js" }],
    [gtag("config", "G-1", {})],
    [gtag("consent", "revoke", { ad_storage: "granted" })],
    [gtag("consent", "update")],
    [null],
    ["consent"],
  ])("ignores %j", (entry) => {
    expect(consentCommand(entry)).toBeNull();
  });
});

describe("personalisationAllowed", () => {
  it("is closed when nothing is reported and under the platform's defaults", () => {
    expect(personalisationAllowed(NO_CONSENT)).toBe(false);
    expect(personalisationAllowed(fold(DEFAULTS, { event: "gtm.js" }))).toBe(false);
  });

  it("opens with a Consent Mode update granting ad_personalization", () => {
    const state = fold(DEFAULTS, gtag("consent", "update", { ad_storage: "granted", ad_personalization: "granted" }));
    expect(personalisationAllowed(state)).toBe(true);
  });

  it("stays closed when only other types are granted", () => {
    const update = gtag("consent", "update", {
      ad_storage: "granted",
      analytics_storage: "granted",
      ad_user_data: "granted",
    });
    expect(personalisationAllowed(fold(DEFAULTS, update))).toBe(false);
  });

  it("closes again when consent is withdrawn", () => {
    const grant = gtag("consent", "update", { ad_personalization: "granted" });
    const withdraw = gtag("consent", "update", { ad_personalization: "denied" });
    expect(personalisationAllowed(fold(DEFAULTS, grant, withdraw))).toBe(false);
  });

  it("keeps an explicit personalization_storage denial closed", () => {
    const update = gtag("consent", "update", { ad_personalization: "granted", personalization_storage: "denied" });
    expect(personalisationAllowed(fold(DEFAULTS, update))).toBe(false);
  });

  it("does not let a later default override an update", () => {
    const grant = gtag("consent", "update", { ad_personalization: "granted" });
    expect(personalisationAllowed(fold(DEFAULTS, grant, DEFAULTS))).toBe(true);
  });

  it("follows Usercentrics' decision on the personalisation service over Consent Mode", () => {
    const granted = fold(DEFAULTS, gtag("consent", "update", { ad_personalization: "granted" }));
    const denied = withUsercentricsConsent(granted, usercentrics({ a: { name: "Dynamic Yield", given: false } }));
    expect(personalisationAllowed(denied)).toBe(false);
    const given = withUsercentricsConsent(fold(DEFAULTS), usercentrics({ b: { name: "DynamicYield", given: true } }));
    expect(personalisationAllowed(given)).toBe(true);
  });

  it("ignores Usercentrics details that do not name the personalisation service", () => {
    const details = usercentrics({ a: { name: "Google Analytics 4", given: true } });
    expect(withUsercentricsConsent(NO_CONSENT, details)).toBe(NO_CONSENT);
    expect(withUsercentricsConsent(NO_CONSENT, null)).toBe(NO_CONSENT);
    expect(withUsercentricsConsent(NO_CONSENT, { services: "x" })).toBe(NO_CONSENT);
  });
});
