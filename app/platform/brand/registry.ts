import type { Hotline, Weekday } from "../api/types.ts";
import type { Language } from "../i18n/languages.ts";

export const BRAND_SLUGS = ["o2", "ayyildiz", "aetka", "aldi", "nova", "ortel", "spice", "blau"] as const;
export type BrandSlug = (typeof BRAND_SLUGS)[number];
export type BillingType = "postpaid" | "prepaid";

export const DEFAULT_BRAND: BrandSlug = "o2";

/** How the original wordmark is set: the display name, in the brand's letter case. */
export interface Wordmark {
  letterCase: "upper" | "lower" | "as-is";
}

/** The fixed facts of a brand; runtime configuration adds ids and display-name overrides. */
export interface BrandDefinition {
  slug: BrandSlug;
  defaultDisplayName: string;
  id: number;
  billingType: BillingType;
  languages: readonly Language[];
  wordmark: Wordmark;
  /** Only o2 and blau run the personalisation script on termination pages. */
  hasPersonalisation: boolean;
}

/** The default brand's definition on its own: the browser's fallback brand needs it and not the other seven. */
const O2_DEFINITION: BrandDefinition = {
  slug: "o2",
  defaultDisplayName: "O2",
  id: 1,
  billingType: "postpaid",
  languages: ["de"],
  wordmark: { letterCase: "as-is" },
  hasPersonalisation: true,
};

export const BRAND_DEFINITIONS: Record<BrandSlug, BrandDefinition> = {
  o2: O2_DEFINITION,
  ayyildiz: {
    slug: "ayyildiz",
    defaultDisplayName: "AYYILDIZ",
    id: 72,
    billingType: "postpaid",
    languages: ["de", "tr"],
    wordmark: { letterCase: "upper" },
    hasPersonalisation: false,
  },
  aetka: {
    slug: "aetka",
    defaultDisplayName: "AETKASMART",
    id: 65,
    billingType: "postpaid",
    languages: ["de"],
    wordmark: { letterCase: "upper" },
    hasPersonalisation: false,
  },
  aldi: {
    slug: "aldi",
    defaultDisplayName: "ALDITALK",
    id: 80,
    billingType: "prepaid",
    languages: ["de"],
    wordmark: { letterCase: "upper" },
    hasPersonalisation: false,
  },
  nova: {
    slug: "nova",
    defaultDisplayName: "NOVA",
    id: 76,
    billingType: "prepaid",
    languages: ["de"],
    wordmark: { letterCase: "upper" },
    hasPersonalisation: false,
  },
  ortel: {
    slug: "ortel",
    defaultDisplayName: "ORTEL",
    id: 77,
    billingType: "prepaid",
    languages: ["de", "en"],
    wordmark: { letterCase: "upper" },
    hasPersonalisation: false,
  },
  // The brand's name is the placeholder {product}; it is configurable and defaults to "spice".
  spice: {
    slug: "spice",
    defaultDisplayName: "spice",
    id: 86,
    billingType: "prepaid",
    languages: ["de", "en"],
    wordmark: { letterCase: "lower" },
    hasPersonalisation: false,
  },
  blau: {
    slug: "blau",
    defaultDisplayName: "BLAU",
    id: 2,
    billingType: "postpaid",
    languages: ["de"],
    wordmark: { letterCase: "lower" },
    hasPersonalisation: true,
  },
};

export function isBrandSlug(value: unknown): value is BrandSlug {
  return typeof value === "string" && (BRAND_SLUGS as readonly string[]).includes(value);
}

/** Per-brand settings read from the environment at start-up. */
export interface BrandSettings {
  displayName?: string;
  tagManagerId?: string;
  consentManagerId?: string;
  personalisationId?: string;
  /** The brand's imprint (§ 5 DDG) and privacy notice (Art. 13 GDPR): pages of the brand's own website. */
  imprintUrl?: string;
  privacyUrl?: string;
  /**
   * The payee the brand's SEPA direct-debit mandates name; without one the checkout offers no direct debit. Read on
   * the server by the payment step and the summary only (not part of `Brand`, which every page carries).
   */
  sepaCreditor?: SepaCreditor;
}

/** A SEPA creditor: the legal name a mandate authorises and its creditor identifier ("DE98ZZZ09999999999"). */
export interface SepaCreditor {
  name: string;
  identifier: string;
}

/** Everything the app knows about a brand for one request: definition plus runtime settings. */
export interface Brand extends BrandDefinition {
  displayName: string;
  theme: BrandSlug;
  favicon: string;
  tagManagerId: string | null;
  consentManagerId: string | null;
  personalisationId: string | null;
  /** Linked from every footer, and the privacy notice from the order's consent; null where none is configured. */
  imprintUrl: string | null;
  privacyUrl: string | null;
  /** The customer hotline (tel: link, display text, opening hours), also when the API cannot be reached. */
  hotline: Hotline;
}

export function brandFor(slug: BrandSlug, settings: BrandSettings = {}): Brand {
  return brandOf(BRAND_DEFINITIONS[slug], BRAND_HOTLINES[slug], settings);
}

function brandOf(definition: BrandDefinition, hotline: Hotline, settings: BrandSettings = {}): Brand {
  const slug = definition.slug;
  return {
    ...definition,
    displayName: settings.displayName ?? definition.defaultDisplayName,
    theme: slug,
    favicon: `/brands/${slug}/favicon.svg`,
    tagManagerId: settings.tagManagerId ?? null,
    consentManagerId: settings.consentManagerId ?? null,
    personalisationId: definition.hasPersonalisation ? (settings.personalisationId ?? null) : null,
    imprintUrl: settings.imprintUrl ?? null,
    privacyUrl: settings.privacyUrl ?? null,
    hotline,
  };
}

// ---------- hotlines: the app's own configuration ----------
// The backend sends each brand's hotline with its termination config; the app keeps its own copy so it can show
// one when the backend is down. The demo backend stands in for that other system and keeps its own data
// (`demo-api/seed/brands.ts`, never imported here or there); `registry.test.ts` holds the two to agree.

const MON_TO_FRI: Weekday[] = ["mon", "tue", "wed", "thu", "fri"];
const MON_TO_SAT: Weekday[] = [...MON_TO_FRI, "sat"];

function hotline(phoneNumber: string, displayNumber: string, days: Weekday[], opens: string, closes: string): Hotline {
  return { phoneNumber, displayNumber, openingHours: [{ days, opens, closes }] };
}

const O2_HOTLINE = /* @__PURE__ */ hotline("+498005200123", "0800 5200 123", MON_TO_SAT, "08:00", "20:00");

export const BRAND_HOTLINES: Record<BrandSlug, Hotline> = {
  o2: O2_HOTLINE,
  ayyildiz: /* @__PURE__ */ hotline("+4917755331100", "0177 5533 1100", MON_TO_FRI, "09:00", "18:00"),
  aetka: /* @__PURE__ */ hotline("+4937118890300", "0371 1889 0300", MON_TO_FRI, "08:00", "18:00"),
  aldi: /* @__PURE__ */ hotline("+4917710112233", "0177 1011 2233", MON_TO_SAT, "08:00", "20:00"),
  nova: /* @__PURE__ */ hotline("+4917766778800", "0177 6677 8800", MON_TO_FRI, "09:00", "18:00"),
  ortel: /* @__PURE__ */ hotline("+4917744556600", "0177 4455 6600", MON_TO_FRI, "09:00", "18:00"),
  spice: /* @__PURE__ */ hotline("+4917733221100", "0177 3322 1100", MON_TO_FRI, "09:00", "18:00"),
  blau: /* @__PURE__ */ hotline("+4917722110000", "0177 2211 0000", MON_TO_SAT, "08:00", "20:00"),
};

/**
 * The default brand (DEFAULT_BRAND, o2) without settings: what a document without root data shows, and the brand
 * context's default. Built from o2's own constants, so the browser bundle carries no other brand's tables.
 */
export const FALLBACK_BRAND: Brand = /* @__PURE__ */ brandOf(O2_DEFINITION, O2_HOTLINE);
