import type { Schemas } from "../http.ts";
import { DEMO_BRANDS } from "./brands.ts";

type ServiceType = Schemas["ServiceType"];
type BrandSlug = Schemas["BrandSlug"];

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const MAX_UPLOADS = 3;

/** Days from today to the earliest possible end, per service type (notice periods of the demo contracts). */
export const NOTICE_DAYS: Record<ServiceType, number> = { mobile: 30, dataOnly: 30, dsl: 90, prepaid: 14 };

const SERVICE_TYPES: Record<BrandSlug, ServiceType[]> = {
  o2: ["mobile", "dataOnly", "dsl"],
  blau: ["mobile", "dataOnly"],
  ayyildiz: ["mobile", "dataOnly"],
  aetka: ["mobile", "dataOnly"],
  aldi: ["prepaid", "dataOnly"],
  nova: ["prepaid"],
  ortel: ["prepaid"],
  spice: ["prepaid"],
};

export const REASONS: readonly Schemas["ReasonOption"][] = [
  { id: "PersönlicheUmstände", proofRequired: true },
  { id: "SterbefallVertragsinhaber", proofRequired: true },
  { id: "SterbefallNutzer", proofRequired: true },
  { id: "TechnischeProbleme", proofRequired: false },
  { id: "UmzugInland", proofRequired: true },
  { id: "UmzugAusland", proofRequired: true },
  { id: "SonstigerGrund", proofRequired: false },
];

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

/** The forms' configuration: both offer every reason; a proof is asked for, never required. */
export function terminationConfig(brand: BrandSlug, now: Date): Schemas["TerminationConfig"] {
  const info = DEMO_BRANDS[brand];
  return {
    brand,
    billingType: info.billingType,
    serviceTypes: SERVICE_TYPES[brand].map((id) => ({
      id,
      earliestTerminationDate: isoDate(addDays(now, NOTICE_DAYS[id])),
    })),
    cancellationTypes: ["Regular", "Special"],
    reasons: [...REASONS],
    upload: {
      maxBytes: MAX_UPLOAD_BYTES,
      contentTypes: [...UPLOAD_TYPES],
      maxFiles: MAX_UPLOADS,
    },
    hotline: info.hotline,
  };
}

/** Customers who would lose a combined-advantage discount (mobile and home internet together). */
const COMBINED_ADVANTAGE = [
  { customerNumber: "100200300", phoneNumber: "017612345678", products: ["O2 Mobile M", "O2 Home L"] },
];

export function combinedAdvantageOf(
  brand: BrandSlug,
  customer: Pick<Schemas["TerminationCustomer"], "customerNumber" | "phoneNumber">,
): Schemas["CombinedAdvantageNotice"] | undefined {
  if (brand !== "o2" && brand !== "blau") return undefined;
  const phone = customer.phoneNumber?.replace(/\D/g, "").replace(/^49/, "0");
  const match = COMBINED_ADVANTAGE.find(
    (c) => c.customerNumber === customer.customerNumber || (phone && c.phoneNumber === phone),
  );
  if (!match) return undefined;
  return {
    kind: "combinedAdvantage",
    monthlyDiscount: { type: "monthly", amount: -10, formatted: "-10,00 €" },
    products: match.products,
    hotline: DEMO_BRANDS[brand].hotline,
  };
}

export interface PrefillSeed {
  brand: BrandSlug;
  validDays: number;
  customer: Schemas["TerminationCustomer"];
  contract: Omit<Schemas["PrefillContract"], "earliestTerminationDate">;
}

const MAX = {
  salutation: "herr",
  firstName: "Max",
  lastName: "Mustermann",
  email: "max.mustermann@example.de",
} as const;

export const PREFILLS: Record<string, PrefillSeed & { name: string }> = {
  "demo-selfcare-mobile": {
    name: "Mobile contract",
    brand: "o2",
    validDays: 7,
    customer: { ...MAX, customerNumber: "100200310", phoneNumber: "0176 55501234" },
    contract: {
      serviceType: "mobile",
      tariffName: "O2 Mobile M",
      phoneNumber: "0176 55501234",
      contractNumber: "V-55012345",
    },
  },
  "demo-selfcare-data": {
    name: "Data-only contract",
    brand: "o2",
    validDays: 7,
    customer: { ...MAX, customerNumber: "100200311" },
    contract: {
      serviceType: "dataOnly",
      tariffName: "O2 Data Flex",
      phoneNumber: "0176 55509876",
      contractNumber: "V-55019876",
    },
  },
  "demo-selfcare-combined": {
    name: "Contract with combined-advantage discount",
    brand: "o2",
    validDays: 7,
    customer: { ...MAX, customerNumber: "100200300", phoneNumber: "0176 12345678" },
    contract: {
      serviceType: "mobile",
      tariffName: "O2 Mobile M",
      phoneNumber: "0176 12345678",
      contractNumber: "V-55000300",
    },
  },
  "demo-selfcare-prepaid": {
    name: "Prepaid contract (ALDI TALK)",
    brand: "aldi",
    validDays: 7,
    customer: {
      salutation: "frau",
      firstName: "Erika",
      lastName: "Mustermann",
      customerNumber: "800100200",
      email: "erika.mustermann@example.de",
    },
    contract: { serviceType: "prepaid", tariffName: "ALDI TALK Paket M", phoneNumber: "0157 70012345" },
  },
  "demo-selfcare-blau": {
    name: "Data-only contract (blau)",
    brand: "blau",
    validDays: 7,
    customer: { ...MAX, customerNumber: "200300400", phoneNumber: "0176 44400111" },
    contract: {
      serviceType: "dataOnly",
      tariffName: "blau Daten-Flat",
      phoneNumber: "0176 44400111",
      contractNumber: "B-2003004",
    },
  },
  "demo-selfcare-expired": {
    name: "Expired link",
    brand: "o2",
    validDays: -1,
    customer: { ...MAX, customerNumber: "100200312" },
    contract: { serviceType: "mobile", tariffName: "O2 Mobile S", phoneNumber: "0176 55500000" },
  },
};
