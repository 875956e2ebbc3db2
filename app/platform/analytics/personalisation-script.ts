import { personalisationAllowed } from "./consent";
import { watchConsent } from "./consent-store";

export function isPersonalisationPath(pathname: string): boolean {
  return pathname.toLowerCase().includes("kuendigung");
}

const PERSONALISATION_ID = "personalisation-script";

interface Shown {
  src: string | null;
  pathname: string;
  /** React Router's location key: every navigation, even to the same address, runs the script again. */
  key: string;
}

let shown: Shown | null = null;
let consented = false;
let watching = false;

function apply(): void {
  document.getElementById(PERSONALISATION_ID)?.remove();
  if (!shown?.src || !consented || !isPersonalisationPath(shown.pathname)) return;
  const script = document.createElement("script");
  script.id = PERSONALISATION_ID;
  script.src = shown.src;
  script.async = true;
  document.head.appendChild(script);
}

/**
 * o2 and blau: the personalisation script runs on termination paths and is re-run on every page change,
 * but only once the consent manager has reported consent for it; withdrawn consent removes it and stops
 * further loads. Called for every rendered page (delivery.ts); the same page again changes nothing.
 */
export function showPersonalisation(src: string | null, location: { pathname: string; key: string }): void {
  const next = { src, pathname: location.pathname, key: location.key };
  if (shown && shown.src === next.src && shown.pathname === next.pathname && shown.key === next.key) return;
  shown = next;
  // Consent is watched (data layer and Usercentrics' event) only where a brand has the script at all.
  if (src !== null && !watching) {
    watching = true;
    watchConsent((state) => {
      const allowed = personalisationAllowed(state);
      if (allowed === consented) return;
      consented = allowed;
      apply();
    });
  }
  apply();
}
