import { matchPath } from "react-router";
import { stripLanguage } from "./platform/i18n/languages";
import { ROUTE_TABLE, type RouteKey } from "./route-table";

/** A feature's message area: the key prefix of its catalogue (`offer.…`, `termination.…`). */
export type MessageArea =
  | "home"
  | "offerEntry"
  | "offerShop"
  | "offerPreview"
  | "offerErrors"
  | "checkout"
  | "idv"
  | "termination"
  | "emailRejection";

/** Every route's area; a new route must name one (the type requires every key). */
const AREA_OF_ROUTE: Record<RouteKey, MessageArea> = {
  home: "home",
  "entry-novum": "offerEntry",
  "offer-landing": "offerEntry",
  "offer-error": "offerErrors",
  offer: "offerShop",
  "offer-token-error": "offerErrors",
  "offer-login": "offerEntry",
  "offer-personal-data": "checkout",
  "offer-identity-data": "checkout",
  "offer-payment": "checkout",
  "offer-summary": "checkout",
  "offer-thanks": "checkout",
  "offer-preview": "offerPreview",
  "email-rejection": "emailRejection",
  idv: "idv",
  "idv-failed": "idv",
  "idv-expired": "idv",
  "idv-pending": "idv",
  "idv-success": "idv",
  "idv-consumed": "idv",
  "idv-completed": "idv",
  "idv-post-ident": "idv",
  termination: "termination",
  "termination-confirmation": "termination",
  "selfcare-termination": "termination",
  "selfcare-confirmation": "termination",
  "selfcare-error": "termination",
};

/** Keys every page needs: the page frame, the error screens and the design system (minus the gallery's own). */
const PLATFORM_PREFIXES = ["app.", "error.", "ui."] as const;
const GALLERY_PREFIX = "ui.gallery.";
/**
 * Key prefixes of each area. The offer's screens each get their own part (the offer page does not carry the
 * error pages' texts, nor the other way round); the checkout gets its own and every offer text it may share.
 */
const AREA_PREFIXES: Readonly<Record<MessageArea, readonly string[]>> = {
  home: ["home."],
  offerEntry: ["offer.landing.", "offer.entry.", "offer.entryNovum.", "offer.login."],
  offerShop: ["offer.page.", "offer.shop."],
  offerPreview: ["offer.preview.", "offer.shop."],
  offerErrors: ["offer.errors."],
  checkout: ["checkout.", "offer."],
  idv: ["idv."],
  termination: ["termination."],
  emailRejection: ["emailRejection."],
};

/** The page a request is for, as React Router normalises data requests (`/kuendigung.data`, `/_.data` for `/`). */
export function documentPath(pathname: string): string {
  return pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
}

/** The area of the page at a path (any language, document or data request); null outside the route table (404). */
export function messageAreaOf(pathname: string): MessageArea | null {
  const path = stripLanguage(documentPath(pathname));
  const row = ROUTE_TABLE.find((r) => matchPath({ path: r.path, end: true }, path));
  return row ? AREA_OF_ROUTE[row.key] : null;
}

/** The part of a catalogue a page is sent: the platform's keys and its own area's, not every area's. */
export function pageMessages<C extends Readonly<Record<string, string>>>(
  catalogue: C,
  area: MessageArea | null,
): Record<string, string> {
  const prefixes: readonly string[] = area ? [...PLATFORM_PREFIXES, ...AREA_PREFIXES[area]] : PLATFORM_PREFIXES;
  return Object.fromEntries(
    Object.entries(catalogue).filter(
      ([key]) => !key.startsWith(GALLERY_PREFIX) && prefixes.some((prefix) => key.startsWith(prefix)),
    ),
  );
}
