import { useEffect } from "react";
import type { Brand } from "../brand/registry";
import type { ScriptUrls } from "../config/app-config";
import { usePersonalisationConsent } from "./consent-store";

/** Which third-party scripts a page loads; all null when the brand has no ids (the demo default). */
export interface ThirdPartyScripts {
  consentManager: { src: string; settingsId: string } | null;
  tagManager: { src: string } | null;
  personalisation: { src: string } | null;
}

export function thirdPartyScriptsFor(brand: Brand, urls: ScriptUrls): ThirdPartyScripts {
  return {
    consentManager: brand.consentManagerId ? { src: urls.consentManager, settingsId: brand.consentManagerId } : null,
    tagManager: brand.tagManagerId ? { src: `${urls.tagManager}?id=${encodeURIComponent(brand.tagManagerId)}` } : null,
    personalisation: brand.personalisationId
      ? { src: urls.personalisation.replace("{id}", encodeURIComponent(brand.personalisationId)) }
      : null,
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
export function consentDefaultsScript(scripts: ThirdPartyScripts): string | null {
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
export function tagManagerScript(scripts: ThirdPartyScripts): string | null {
  if (!scripts.tagManager) return null;
  return [
    "window.dataLayer=window.dataLayer||[];",
    'window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});',
    'var s=document.createElement("script");s.async=true;',
    `s.src=${inlineJson(scripts.tagManager.src)};document.head.appendChild(s);`,
  ].join("");
}

function InlineScript({ code, nonce }: { code: string | null; nonce: string | undefined }) {
  if (!code) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: built from constants and validated, escaped ids
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}

/** Head scripts in the required order: consent defaults, consent-manager loader (blocking), tag manager. */
export function ThirdPartyHeadScripts({ scripts, nonce }: { scripts: ThirdPartyScripts; nonce: string | undefined }) {
  return (
    <>
      <InlineScript code={consentDefaultsScript(scripts)} nonce={nonce} />
      {scripts.consentManager ? (
        <script
          id="usercentrics-cmp"
          src={scripts.consentManager.src}
          data-settings-id={scripts.consentManager.settingsId}
          nonce={nonce}
          suppressHydrationWarning
        />
      ) : null}
      <InlineScript code={tagManagerScript(scripts)} nonce={nonce} />
    </>
  );
}

export function isPersonalisationPath(pathname: string): boolean {
  return pathname.toLowerCase().includes("kuendigung");
}

const PERSONALISATION_ID = "personalisation-script";

/**
 * o2 and blau: the personalisation script runs on termination paths and is re-run on every page change,
 * but only once the consent manager has reported consent for it; withdrawn consent removes it and stops
 * further loads.
 */
export function usePersonalisationScript(src: string | null, location: { pathname: string; key: string }): void {
  const { pathname, key } = location;
  const consented = usePersonalisationConsent(src !== null);
  useEffect(() => {
    void key; // every navigation, even to the same address, runs the script again
    document.getElementById(PERSONALISATION_ID)?.remove();
    if (!src || !consented || !isPersonalisationPath(pathname)) return;
    const script = document.createElement("script");
    script.id = PERSONALISATION_ID;
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  }, [src, consented, pathname, key]);
}
