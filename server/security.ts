import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { BrandSettings, BrandSlug } from "../app/platform/brand/registry.ts";
import type { ScriptUrls } from "../app/platform/config/app-config.ts";
import { stripLanguage } from "../app/platform/i18n/languages.ts";
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from "./csp-reports.ts";
import { carriesToken } from "./redact.ts";

/** What the headers depend on: the configured third-party scripts and the HSTS preload choice. */
export interface SecurityOptions {
  scriptUrls: Readonly<ScriptUrls>;
  brandSettings: Readonly<Partial<Record<BrandSlug, BrandSettings>>>;
  hstsPreload: boolean;
}

const NO_THIRD_PARTY: SecurityOptions = {
  scriptUrls: { tagManager: "", consentManager: "", personalisation: "" },
  brandSettings: {},
  hstsPreload: false,
};

/**
 * The vendors' own CSP guides ask for their whole domain in every directive: their loaders fetch settings,
 * send beacons, pull images and styles from sibling hosts (GA4 from the Google Analytics hosts).
 */
const VENDOR_ORIGINS: readonly { domain: string; origins: readonly string[] }[] = [
  {
    domain: "googletagmanager.com",
    origins: ["https://*.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
  },
  { domain: "usercentrics.eu", origins: ["https://*.usercentrics.eu"] },
  { domain: "dynamicyield.com", origins: ["https://*.dynamicyield.com"] },
];

function originsOf(url: string): string[] {
  const { origin, hostname } = new URL(url.replace("{id}", "id"));
  const vendor = VENDOR_ORIGINS.find((v) => hostname === v.domain || hostname.endsWith(`.${v.domain}`));
  return [origin, ...(vendor?.origins ?? [])];
}

/**
 * Origins of the third-party scripts that some brand actually runs (an id is configured): none in the demo
 * default, so its policy is the app's own origin only. Custom script URLs (TAG_MANAGER_URL, …) bring their origin.
 */
export function thirdPartyOrigins(options: Pick<SecurityOptions, "scriptUrls" | "brandSettings">): string[] {
  const settings = Object.values(options.brandSettings);
  const urls = [
    settings.some((s) => s?.tagManagerId) ? options.scriptUrls.tagManager : null,
    settings.some((s) => s?.consentManagerId) ? options.scriptUrls.consentManager : null,
    settings.some((s) => s?.personalisationId) ? options.scriptUrls.personalisation : null,
  ];
  return [...new Set(urls.flatMap((url) => (url ? originsOf(url) : [])))];
}

/** Pages that differ from the default policy. */
export interface PolicyScope {
  /**
   * The IDV selection form leads on to the provider's site by a redirect; without JavaScript that redirect
   * follows a form submission, which `form-action` governs, and the provider's origin comes from the backend.
   */
  idv?: boolean;
  /** The demo backend's own pages (its stand-in provider) carry one inline `<style>`. */
  demoPage?: boolean;
}

/**
 * `default-src 'none'` and one directive per kind the app loads: scripts by nonce (and what they load,
 * 'strict-dynamic'), its stylesheets (and style attributes), fonts, images (`data:` for inline SVG, `https:` for the hardware images
 * whose addresses the backend sends), `/api` and the route data on its own origin.
 */
export function contentSecurityPolicy(nonce: string, thirdParty: readonly string[] = [], scope: PolicyScope = {}) {
  const list = (...own: string[]) => [...own, ...thirdParty].join(" ");
  return [
    "default-src 'none'",
    `script-src ${list(`'nonce-${nonce}'`, "'strict-dynamic'")}`,
    `style-src ${list("'self'", scope.demoPage ? "'unsafe-inline'" : `'nonce-${nonce}'`)}`,
    // React's `style` props reach the server-rendered HTML as attributes (colour swatches, skeletons, grids);
    // attributes cannot load scripts or select other elements, and no `<style>` element is allowed inline.
    "style-src-attr 'unsafe-inline'",
    `font-src ${list("'self'")}`,
    `img-src ${list("'self'", "data:", "https:")}`,
    `connect-src ${list("'self'")}`,
    ...(thirdParty.length > 0 ? [`frame-src ${list()}`] : []),
    "manifest-src 'self'",
    `form-action ${scope.idv ? "'self' https:" : "'self'"}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    // Violations go to the server's log (server/csp-reports.ts): `report-to` where the Reporting API is supported,
    // `report-uri` where it is not (browsers that know both use `report-to` only).
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join("; ");
}

/** Nothing of the app asks for a device or a sensor; the IDV providers run on their own sites (redirect). */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "bluetooth",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

export function strictTransportSecurity(preload: boolean): string {
  return `max-age=63072000; includeSubDomains${preload ? "; preload" : ""}`;
}

/** IDV pages in every language of the registry. */
function isIdvPath(path: string): boolean {
  return stripLanguage(path).startsWith("/idv/");
}

/** The Reporting API's endpoint for the policy's `report-to` (same origin, so the address is relative). */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/** Pages whose address carries a token send their address to no other origin. */
export const TOKEN_PAGE_REFERRER_POLICY = "strict-origin";

/** Security headers for every response; a fresh CSP nonce per request is kept in `res.locals.cspNonce`. */
export function securityHeaders(options: SecurityOptions = NO_THIRD_PARTY): RequestHandler {
  const thirdParty = thirdPartyOrigins(options);
  const hsts = strictTransportSecurity(options.hstsPreload);
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const scope = { idv: isIdvPath(req.path), demoPage: req.path.startsWith("/__demo/") };
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, thirdParty, scope));
    res.setHeader("Reporting-Endpoints", REPORTING_ENDPOINTS);
    res.setHeader("Strict-Transport-Security", hsts);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    // Set before any handler runs, so redirects and error pages of these addresses carry them too.
    if (carriesToken(req.originalUrl)) {
      // Tokens in the address must not leak to other sites, caches or search engines. `strict-origin` sends
      // the origin alone as Referer (never the path with its token, not even to this origin's own logs and
      // caches), and unlike `no-referrer` it lets the page's form posts carry their real Origin, so the actions
      // refuse `Origin: null` (docs/decisions/0011).
      res.setHeader("Referrer-Policy", TOKEN_PAGE_REFERRER_POLICY);
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Robots-Tag", "noindex");
    } else {
      res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    }
    next();
  };
}
