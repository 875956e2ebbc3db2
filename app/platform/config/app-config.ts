import type { FetchLike } from "../api/retry.ts";
import type { BrandSettings, BrandSlug, SepaCreditor } from "../brand/registry.ts";

/** Runtime configuration, read from the environment once at start-up by the server (see server/config.ts). */
export interface AppConfig {
  /** Base URL the server uses for API calls; the browser always uses same-origin `/api`. */
  apiBaseUrl: string;
  /**
   * How the server's own API calls reach a backend that runs in this process (the embedded demo backend): its app
   * called directly, without a socket. Unset: fetch over HTTP to `apiBaseUrl` (always with API_BASE_URL).
   */
  apiFetch?: FetchLike;
  /** Limit per try of every API call (server and browser) in ms; null: none (`API_TIMEOUT_MS`). */
  apiTimeoutMs: number | null;
  /**
   * How long a brand's termination configuration is kept for all visitors, in seconds; 0: asked for on every
   * page (`TERMINATION_CONFIG_CACHE_SECONDS`).
   */
  terminationConfigCacheSeconds: number;
  /** True when the embedded demo backend answers the API. */
  demoMode: boolean;
  /** True under `npm run dev`. */
  devMode: boolean;
  /**
   * Secrets for the sealed and signed cookies, newest first, never empty: the first seals and signs, each one opens
   * and verifies, so a rotation keeps the cookies already out there working (`SESSION_SECRETS`).
   */
  cookieSecrets: readonly [string, ...string[]];
  /**
   * Every cookie of the app goes out `Secure` with the `__Host-` prefix where it has one: always in production with
   * a real backend (which is served over HTTPS only), else when the request came over HTTPS
   * (app/platform/http/cookies.ts, `securesCookies`).
   */
  secureCookies: boolean;
  brandHosts: Readonly<Record<string, BrandSlug>>;
  brandSettings: Readonly<Partial<Record<BrandSlug, BrandSettings>>>;
  scriptUrls: Readonly<ScriptUrls>;
}

export interface ScriptUrls {
  /** Tag manager loader; the container id is appended as `?id=`. */
  tagManager: string;
  /** Consent-manager loader; the settings id goes into `data-settings-id`. */
  consentManager: string;
  /** Personalisation script; `{id}` is replaced by the brand's id. */
  personalisation: string;
}

/**
 * The embedded demo backend's SEPA creditor for every brand that has none configured: an invented legal name and the
 * Bundesbank's published test creditor identifier, which no real creditor holds.
 */
export const DEMO_SEPA_CREDITOR: SepaCreditor = { name: "Demo Mobilfunk GmbH", identifier: "DE98ZZZ09999999999" };

export const DEFAULT_SCRIPT_URLS: ScriptUrls = {
  tagManager: "https://www.googletagmanager.com/gtm.js",
  consentManager: "https://web.cmp.usercentrics.eu/ui/loader.js",
  personalisation: "https://cdn.dynamicyield.com/api/{id}/api_dynamic.js",
};
