import { useEffect } from "react";
import { usePersonalisationConsent } from "./consent-store";

/** Which third-party scripts a page loads, built on the server (`third-party-scripts.server.ts`). */
export interface ThirdPartyScripts {
  consentManager: { src: string; settingsId: string } | null;
  tagManager: { src: string } | null;
  personalisation: { src: string } | null;
  /** Inline code, built on the server so that its builders stay out of every page's JavaScript. */
  inline: { consentDefaults: string | null; tagManager: string | null };
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
      <InlineScript code={scripts.inline.consentDefaults} nonce={nonce} />
      {scripts.consentManager ? (
        <script
          id="usercentrics-cmp"
          src={scripts.consentManager.src}
          data-settings-id={scripts.consentManager.settingsId}
          nonce={nonce}
          suppressHydrationWarning
        />
      ) : null}
      <InlineScript code={scripts.inline.tagManager} nonce={nonce} />
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
