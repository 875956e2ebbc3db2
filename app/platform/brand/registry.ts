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

export const BRAND_DEFINITIONS: Record<BrandSlug, BrandDefinition> = {
  o2: {
    slug: "o2",
    defaultDisplayName: "O2",
    id: 1,
    billingType: "postpaid",
    languages: ["de"],
    wordmark: { letterCase: "as-is" },
    hasPersonalisation: true,
  },
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
  // The specification shows the placeholder {product}; the name is configurable and defaults to "spice".
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
}

/** Everything the app knows about a brand for one request: definition plus runtime settings. */
export interface Brand extends BrandDefinition {
  displayName: string;
  theme: BrandSlug;
  favicon: string;
  tagManagerId: string | null;
  consentManagerId: string | null;
  personalisationId: string | null;
}

export function brandFor(slug: BrandSlug, settings: BrandSettings = {}): Brand {
  const definition = BRAND_DEFINITIONS[slug];
  return {
    ...definition,
    displayName: settings.displayName ?? definition.defaultDisplayName,
    theme: slug,
    favicon: `/brands/${slug}/favicon.svg`,
    tagManagerId: settings.tagManagerId ?? null,
    consentManagerId: settings.consentManagerId ?? null,
    personalisationId: definition.hasPersonalisation ? (settings.personalisationId ?? null) : null,
  };
}
