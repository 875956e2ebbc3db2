import { stripLanguage } from "./platform/i18n/languages";
import { type MessageArea, ROUTE_TABLE } from "./platform/routing/route-table";

export type { MessageArea };

/** Keys every page needs: the page frame, the error screens and the design system (minus the gallery's own). */
const PLATFORM_PREFIXES = ["app.", "error.", "ui."] as const;
const GALLERY_PREFIX = "ui.gallery.";
/**
 * Key prefixes of each area. The offer's screens each get their own part (the offer page does not carry the
 * error pages' texts, nor the other way round); the checkout gets its own and the offer texts its steps share.
 */
const AREA_PREFIXES: Readonly<Record<MessageArea, readonly string[]>> = {
  home: ["home."],
  offerEntry: ["offer.landing.", "offer.entry.", "offer.entryNovum.", "offer.login."],
  offerShop: ["offer.page.", "offer.shop."],
  offerPreview: ["offer.preview.", "offer.shop."],
  offerErrors: ["offer.errors."],
  // The steps' titles, the offer cards (summary) and the ordering errors; not the entry, preview or landing texts.
  checkout: [
    "checkout.",
    "offer.shop.",
    "offer.errors.",
    "offer.personalData.",
    "offer.identityData.",
    "offer.payment.",
    "offer.summary.",
    "offer.thanks.",
  ],
  idv: ["idv."],
  termination: ["termination."],
  emailRejection: ["emailRejection."],
  accessibilityStatement: ["a11yStatement."],
};

/** Whether a string names an area (as the catalogue files' addresses do). */
export function isMessageArea(value: string): value is MessageArea {
  return Object.hasOwn(AREA_PREFIXES, value);
}

/** The page a request is for, as React Router normalises data requests (`/kuendigung.data`, `/_.data` for `/`). */
export function documentPath(pathname: string): string {
  return pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
}

/**
 * Each row's path as React Router's `matchPath` reads it (whole path, any case, trailing slashes allowed, a
 * parameter is one non-empty segment), compiled once: every request asks for its area, `matchPath` compiles anew.
 */
const AREA_PATTERNS = ROUTE_TABLE.map((row) => {
  const segments = row.path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? "[^\\/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return { pattern: new RegExp(`^${segments.map((s) => `\\/${s}`).join("")}\\/*$`, "i"), area: row.area };
});

/** The area of the page at a path (any language, document or data request); null outside the route table (404). */
export function messageAreaOf(pathname: string): MessageArea | null {
  const path = stripLanguage(documentPath(pathname));
  return AREA_PATTERNS.find((row) => row.pattern.test(path))?.area ?? null;
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
