import type { Brand } from "../brand/registry";
import type { ScriptUrls } from "../config/app-config";
import type { ThirdPartyScripts } from "./scripts";

/** The scripts' addresses, before the inline code is built from them. */
type Sources = Omit<ThirdPartyScripts, "inline">;

/** Which third-party scripts a page loads; all null when the brand has no ids (the demo default). */
export function thirdPartyScriptsFor(brand: Brand, urls: ScriptUrls): ThirdPartyScripts {
  const sources = {
    consentManager: brand.consentManagerId ? { src: urls.consentManager, settingsId: brand.consentManagerId } : null,
    tagManager: brand.tagManagerId ? { src: `${urls.tagManager}?id=${encodeURIComponent(brand.tagManagerId)}` } : null,
    personalisation: brand.personalisationId
      ? { src: urls.personalisation.replace("{id}", encodeURIComponent(brand.personalisationId)) }
      : null,
  };
  return {
    ...sources,
    inline: { consentDefaults: consentDefaultsScript(sources), tagManager: tagManagerScript(sources) },
  };
}

/** Consent Mode v2: everything denied until the consent manager says otherwise. */
export const CONSENT_DEFAULTS = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  wait_for_update: 500,
} as const;

/** JSON for an inline script: "<" escaped so no value can close the script element. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** Inline script run before any vendor script: Consent Mode v2 defaults (all denied). */
export function consentDefaultsScript(scripts: Sources): string | null {
  if (!scripts.tagManager && !scripts.consentManager) return null;
  return [
    "window.dataLayer=window.dataLayer||[];",
    "function gtag(){window.dataLayer.push(arguments);}",
    `gtag("consent","default",${inlineJson(CONSENT_DEFAULTS)});`,
  ].join("");
}

/**
 * The tag manager's loader, run after the consent defaults and the consent manager's synchronous script:
 * start event, then gtm.js. Loading the container itself under Consent Mode v2 is what that mode is for;
 * every tag in it must be consent-gated in the container (Google tags by their built-in consent checks,
 * others by "additional consent" on the matching type), so no tag fires before the consent update.
 */
export function tagManagerScript(scripts: Sources): string | null {
  if (!scripts.tagManager) return null;
  return [
    "window.dataLayer=window.dataLayer||[];",
    'window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});',
    'var s=document.createElement("script");s.async=true;',
    `s.src=${inlineJson(scripts.tagManager.src)};document.head.appendChild(s);`,
  ].join("");
}
