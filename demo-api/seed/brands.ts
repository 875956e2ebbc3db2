import type { Schemas } from "../http.ts";

type BrandSlug = Schemas["BrandSlug"];

export interface DemoBrand {
  slug: BrandSlug;
  displayName: string;
  billingType: "postpaid" | "prepaid";
  hotline: Schemas["Hotline"];
}

const hotline = (phoneNumber: string, displayNumber: string, openingHours: string): Schemas["Hotline"] => ({
  phoneNumber,
  displayNumber,
  openingHours,
});

/** The backend's own view of the brands (the demo does not import the app's registry). */
export const DEMO_BRANDS: Record<BrandSlug, DemoBrand> = {
  o2: {
    slug: "o2",
    displayName: "O2",
    billingType: "postpaid",
    hotline: hotline("+498005200123", "0800 5200 123", "Mo-Sa 8-20 Uhr"),
  },
  ayyildiz: {
    slug: "ayyildiz",
    displayName: "AYYILDIZ",
    billingType: "postpaid",
    hotline: hotline("+4917755331100", "0177 5533 1100", "Mo-Fr 9-18 Uhr"),
  },
  aetka: {
    slug: "aetka",
    displayName: "AETKASMART",
    billingType: "postpaid",
    hotline: hotline("+4937118890300", "0371 1889 0300", "Mo-Fr 8-18 Uhr"),
  },
  aldi: {
    slug: "aldi",
    displayName: "ALDITALK",
    billingType: "prepaid",
    hotline: hotline("+4917710112233", "0177 1011 2233", "Mo-Sa 8-20 Uhr"),
  },
  nova: {
    slug: "nova",
    displayName: "NOVA",
    billingType: "prepaid",
    hotline: hotline("+4917766778800", "0177 6677 8800", "Mo-Fr 9-18 Uhr"),
  },
  ortel: {
    slug: "ortel",
    displayName: "ORTEL",
    billingType: "prepaid",
    hotline: hotline("+4917744556600", "0177 4455 6600", "Mo-Fr 9-18 Uhr"),
  },
  spice: {
    slug: "spice",
    displayName: "spice",
    billingType: "prepaid",
    hotline: hotline("+4917733221100", "0177 3322 1100", "Mo-Fr 9-18 Uhr"),
  },
  blau: {
    slug: "blau",
    displayName: "BLAU",
    billingType: "postpaid",
    hotline: hotline("+4917722110000", "0177 2211 0000", "Mo-Sa 8-20 Uhr"),
  },
};

export const BRAND_SLUGS = Object.keys(DEMO_BRANDS) as BrandSlug[];
