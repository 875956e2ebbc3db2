import type { Schemas } from "../http.ts";

type BrandSlug = Schemas["BrandSlug"];

export interface DemoBrand {
  slug: BrandSlug;
  displayName: string;
  billingType: "postpaid" | "prepaid";
  hotline: Schemas["Hotline"];
}

type OpeningHours = Schemas["OpeningHours"];

const MON_TO_FRI: OpeningHours["days"] = ["mon", "tue", "wed", "thu", "fri"];
const MON_TO_SAT: OpeningHours["days"] = [...MON_TO_FRI, "sat"];
/** Opening hours are data in the contract; the front end words them per language. */
const MON_SAT_8_20: OpeningHours[] = [{ days: MON_TO_SAT, opens: "08:00", closes: "20:00" }];
const MON_FRI_9_18: OpeningHours[] = [{ days: MON_TO_FRI, opens: "09:00", closes: "18:00" }];
const MON_FRI_8_18: OpeningHours[] = [{ days: MON_TO_FRI, opens: "08:00", closes: "18:00" }];

const hotline = (phoneNumber: string, displayNumber: string, openingHours: OpeningHours[]): Schemas["Hotline"] => ({
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
    hotline: hotline("+498005200123", "0800 5200 123", MON_SAT_8_20),
  },
  ayyildiz: {
    slug: "ayyildiz",
    displayName: "AYYILDIZ",
    billingType: "postpaid",
    hotline: hotline("+4917755331100", "0177 5533 1100", MON_FRI_9_18),
  },
  aetka: {
    slug: "aetka",
    displayName: "AETKASMART",
    billingType: "postpaid",
    hotline: hotline("+4937118890300", "0371 1889 0300", MON_FRI_8_18),
  },
  aldi: {
    slug: "aldi",
    displayName: "ALDITALK",
    billingType: "prepaid",
    hotline: hotline("+4917710112233", "0177 1011 2233", MON_SAT_8_20),
  },
  nova: {
    slug: "nova",
    displayName: "NOVA",
    billingType: "prepaid",
    hotline: hotline("+4917766778800", "0177 6677 8800", MON_FRI_9_18),
  },
  ortel: {
    slug: "ortel",
    displayName: "ORTEL",
    billingType: "prepaid",
    hotline: hotline("+4917744556600", "0177 4455 6600", MON_FRI_9_18),
  },
  spice: {
    slug: "spice",
    displayName: "spice",
    billingType: "prepaid",
    hotline: hotline("+4917733221100", "0177 3322 1100", MON_FRI_9_18),
  },
  blau: {
    slug: "blau",
    displayName: "BLAU",
    billingType: "postpaid",
    hotline: hotline("+4917722110000", "0177 2211 0000", MON_SAT_8_20),
  },
};

export const BRAND_SLUGS = Object.keys(DEMO_BRANDS) as BrandSlug[];
