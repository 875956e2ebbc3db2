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
