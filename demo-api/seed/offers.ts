import type { Schemas } from "../http.ts";
import type { PackId, TariffId } from "./catalog.ts";
import type { CustomerKey } from "./customers.ts";
import type { HardwareId } from "./hardware.ts";

type OfferKind = Schemas["OfferKind"];
type OfferErrorCode = Schemas["OfferErrorCode"];

export interface ItemSeed {
  hardware?: [HardwareId, string, number];
  tariff: TariffId;
  packs?: PackId[];
  bundleKind?: Schemas["BundleKind"];
}

export interface OfferSeed {
  token: string;
  /** Scenario name in the demo panel. */
  name: string;
  brand: Schemas["BrandSlug"];
  kind: OfferKind;
  offerUseCase: Schemas["OfferUseCase"];
  items: ItemSeed[];
  paymentMethods: Schemas["PaymentMethod"][];
  /** Days until the offer expires, relative to now; negative = expired. */
  validDays: number;
  state: Schemas["OfferState"];
  customer: CustomerKey;
  /** Needs a bearer token from the login-code exchange. */
  access?: "login" | "forbidden" | "serverError";
  /** The codes the login-code exchange takes for this offer (and each private copy of it); `access: "login"` only. */
  loginCodes?: readonly string[];
  /** A code the backend answers on loading or on ordering, whatever the customer does. */
  failure?: { code: OfferErrorCode; on: "load" | "accept" };
  identification?: Schemas["Identification"];
  /** Alternatives shown beside the offer's own cart, each a single item. */
  alternatives?: { kind: OfferKind; item: ItemSeed }[];
}

const GALAXY: ItemSeed = {
  hardware: ["samsung-galaxy-s25", "navy", 256],
  tariff: "o2-mobile-m",
  packs: ["device-insurance-premium"],
};
const IPHONE: ItemSeed = {
  hardware: ["apple-iphone-16", "black", 128],
  tariff: "o2-mobile-l",
  packs: ["device-insurance-basic", "roaming-world"],
};
const PIXEL: ItemSeed = { hardware: ["google-pixel-9a", "obsidian", 128], tariff: "o2-mobile-s" };
const SIM_ONLY: ItemSeed = { tariff: "o2-mobile-unlimited-max", packs: ["data-option-10gb"] };
const FIBER: ItemSeed = { tariff: "o2-home-l-fiber", packs: ["o2-tv", "online-schutz"] };
const DSL: ItemSeed = { tariff: "o2-home-m", packs: ["online-schutz"] };
const CABLE: ItemSeed = { tariff: "o2-home-cable" };
const HOMESPOT: ItemSeed = { tariff: "o2-homespot" };
const PREPAID: ItemSeed = { hardware: ["xiaomi-redmi-note-14", "midnight", 256], tariff: "prepaid-allnet-m" };

const CARD_AND_SEPA: Schemas["PaymentMethod"][] = ["sepa", "creditCard", "paypal"];

const base = {
  brand: "o2",
  offerUseCase: "Standard",
  paymentMethods: CARD_AND_SEPA,
  validDays: 14,
  state: "open",
  customer: "prefilled",
} as const satisfies Partial<OfferSeed>;

/** Demo token of an offer kind: `offer` is the standard offer, `greenApm_tm` → `demo-offer-green-apm-tm`. */
export function kindToken(kind: OfferKind): string {
  if (kind === "offer") return "demo-offer-standard";
  const slug = kind
    .replace(/^offer_/, "")
    .replace(/([a-z])([A-Z])/g, "$1-$2")
    .replaceAll("_", "-")
    .toLowerCase();
  return `demo-offer-${slug}`;
}

/** Demo token that shows an error code: `OFFER_EXPIRED` → `demo-offer-expired`. */
export function codeToken(code: OfferErrorCode): string {
  return `demo-offer-${code
    .replace(/^OFFER_/, "")
    .toLowerCase()
    .replaceAll("_", "-")}`;
}

const KIND_ITEMS: Record<OfferKind, { items: ItemSeed[]; customer?: CustomerKey; name: string }> = {
  offer: { items: [GALAXY], name: "Offer with device, tariff and device insurance" },
  orange: { items: [{ ...GALAXY, tariff: "o2-mobile-l" }], name: "Alternative offer orange" },
  orange_tm: { items: [SIM_ONLY], customer: "existing", name: "Alternative offer orange, tariff migration" },
  orange_vvl: { items: [IPHONE], customer: "existing", name: "Alternative offer orange, contract extension" },
  yellow: { items: [PIXEL], name: "Alternative offer yellow" },
  yellow_tm: {
    items: [{ tariff: "o2-mobile-s" }],
    customer: "existing",
    name: "Alternative offer yellow, tariff migration",
  },
  yellow_vvl: {
    items: [{ ...IPHONE, hardware: ["apple-iphone-16", "ultramarine", 256] }],
    customer: "existing",
    name: "Alternative offer yellow, contract extension",
  },
  greenApm: { items: [FIBER], name: "Alternative offer green APM (fibre)" },
  greenApm_tm: { items: [DSL], customer: "existing", name: "Alternative offer green APM, tariff migration" },
  greenApm_vvl: { items: [CABLE], customer: "existing", name: "Alternative offer green APM, contract extension" },
  dealer_correction: {
    items: [{ ...GALAXY, packs: ["device-insurance-basic", "multicard"] }],
    name: "Dealer correction",
  },
  offer_tm: { items: [SIM_ONLY], customer: "existing", name: "Tariff migration" },
  offer_vvl: { items: [IPHONE], customer: "existing", name: "Contract extension" },
  offer_coc: { items: [{ tariff: "o2-mobile-m" }], customer: "newCustomer", name: "Contract owner change" },
  offer_dps: { items: [PIXEL], customer: "newCustomer", name: "Dealer pencil selling (lead offer)" },
  offer_dps_vvl: { items: [GALAXY], customer: "existing", name: "Dealer pencil selling, contract extension" },
  green_idv: { items: [HOMESPOT], name: "Offer with identity verification" },
  green_idv_vvl: { items: [PIXEL], customer: "existing", name: "Identity verification, contract extension" },
  green_idv_tm: { items: [SIM_ONLY], customer: "existing", name: "Identity verification, tariff migration" },
  green_idv_otp: { items: [{ ...PIXEL, packs: ["o2-tv"] }], name: "Identity verification by OTP (mixed basket)" },
  green_idv_vvl_otp: { items: [IPHONE], customer: "existing", name: "OTP verification, contract extension" },
  green_idv_tm_otp: { items: [SIM_ONLY], customer: "existing", name: "OTP verification, tariff migration" },
};

/** The initial offers that come with orange, yellow and green APM alternatives, in their own variant. */
const ALTERNATIVES: Partial<Record<OfferKind, OfferKind[]>> = {
  offer: ["orange", "yellow", "greenApm"],
  offer_tm: ["orange_tm", "yellow_tm", "greenApm_tm"],
  offer_vvl: ["orange_vvl", "yellow_vvl", "greenApm_vvl"],
};

function alternativesOf(kind: OfferKind): OfferSeed["alternatives"] {
  return ALTERNATIVES[kind]?.map((alternative) => {
    const item = KIND_ITEMS[alternative].items[0];
    if (!item) throw new Error(`No item for the alternative ${alternative}`);
    return { kind: alternative, item };
  });
}

const kindSeeds: OfferSeed[] = (Object.keys(KIND_ITEMS) as OfferKind[]).map((kind) => {
  const { items, customer, name } = KIND_ITEMS[kind];
  const seed: OfferSeed = { ...base, token: kindToken(kind), name, kind, items, customer: customer ?? base.customer };
  const alternatives = alternativesOf(kind);
  if (alternatives) seed.alternatives = alternatives;
  if (kind.startsWith("green_idv")) {
    const otp = kind.endsWith("_otp");
    seed.identification = { idvToken: otp ? "demo-idv-otp" : "demo-idv-selection", otp };
  }
  return seed;
});

/** Where each code comes from: the offer's state, or a failure on loading or ordering. */
const CODE_SEEDS: Record<OfferErrorCode, Partial<OfferSeed> & { failure?: OfferSeed["failure"] }> = {
  OFFER_CANCELLED: { state: "cancelled" },
  OFFER_CONSUMED: { state: "ordered", customer: "existing" },
  OFFER_EXPIRED: { validDays: -3 },
  OFFER_BLOCKED: { state: "blocked" },
  OFFER_ABANDONED_PAYMENT: { state: "paymentAborted", customer: "existing" },
  OFFER_INCOMPATIBLE_STATE: { state: "incompatible" },
  OFFER_PAYMENT_WAITFORCAPTURE: { state: "paymentPending", customer: "existing" },
  NO_PAYMENT_METHODS_AVAILABLE: { paymentMethods: [] },
  OFFER_MISMATCH: { failure: { code: "OFFER_MISMATCH", on: "load" } },
  OFFER_TECH_ERROR: { failure: { code: "OFFER_TECH_ERROR", on: "load" } },
  TECHNICAL_PROBLEM: { failure: { code: "TECHNICAL_PROBLEM", on: "load" } },
  DOWNTIME: { failure: { code: "DOWNTIME", on: "load" } },
  NO_HARDWARE_STOCK: { failure: { code: "NO_HARDWARE_STOCK", on: "accept" }, customer: "existing" },
  BIRTHDATE_NOT_PRESENT: { failure: { code: "BIRTHDATE_NOT_PRESENT", on: "accept" }, customer: "existing" },
  IDENTIFICATIONDATA_MISSING: { failure: { code: "IDENTIFICATIONDATA_MISSING", on: "accept" }, customer: "existing" },
  PERSONAL_DATA_MISSING: { failure: { code: "PERSONAL_DATA_MISSING", on: "accept" }, customer: "existing" },
  RESERVATION_AMOUNT_CAN_NOT_BE_BLOCKED: {
    failure: { code: "RESERVATION_AMOUNT_CAN_NOT_BE_BLOCKED", on: "accept" },
    customer: "existing",
  },
  RESERVATION_CALL_HOTLINE: { failure: { code: "RESERVATION_CALL_HOTLINE", on: "accept" }, customer: "existing" },
  RESERVATION_FOUND_NO_ORDER: { failure: { code: "RESERVATION_FOUND_NO_ORDER", on: "accept" }, customer: "existing" },
  RESERVATION_RETRY_DOWNTIME: { failure: { code: "RESERVATION_RETRY_DOWNTIME", on: "accept" }, customer: "existing" },
  RESERVATION_RETRY_LATER: { failure: { code: "RESERVATION_RETRY_LATER", on: "accept" }, customer: "existing" },
  RESERVATION_RETRY_MODAL: { failure: { code: "RESERVATION_RETRY_MODAL", on: "accept" }, customer: "existing" },
};

const codeSeeds: OfferSeed[] = (Object.keys(CODE_SEEDS) as OfferErrorCode[]).map((code) => {
  const overrides = CODE_SEEDS[code];
  const when = overrides.failure?.on === "accept" ? " (on ordering)" : "";
  return { ...base, kind: "offer", items: [GALAXY], ...overrides, token: codeToken(code), name: `${code}${when}` };
});

const special: OfferSeed[] = [
  {
    ...base,
    token: "demo-offer-sim-only",
    name: "SIM-only offer (direct debit only)",
    kind: "offer",
    items: [SIM_ONLY],
    paymentMethods: ["sepa"],
  },
  {
    ...base,
    token: "demo-offer-bundle",
    name: "Bundle: mobile and fibre in one cart",
    kind: "offer",
    items: [
      { ...GALAXY, bundleKind: "bundle" },
      { ...FIBER, bundleKind: "bundle" },
    ],
  },
  {
    ...base,
    token: "demo-offer-o2you",
    name: "O2 You bundle with two lines",
    kind: "offer",
    items: [
      { ...IPHONE, bundleKind: "o2you" },
      { ...PIXEL, bundleKind: "o2you" },
    ],
  },
  {
    ...base,
    token: "demo-offer-flagship",
    name: "Flagship device paid at once (four-digit one-time price)",
    kind: "offer",
    items: [{ hardware: ["apple-iphone-16-pro-max", "desert", 256], tariff: "o2-mobile-l" }],
  },
  {
    ...base,
    token: "demo-offer-novum",
    name: "Novum (new customer)",
    kind: "offer",
    offerUseCase: "Novum",
    items: [PIXEL],
    customer: "newCustomer",
    paymentMethods: ["sepa", "invoice"],
  },
  {
    ...base,
    token: "demo-offer-ayyildiz",
    name: "AY YILDIZ offer (Turkish customer)",
    brand: "ayyildiz",
    kind: "offer",
    items: [{ tariff: "o2-mobile-flex" }],
    customer: "existingTr",
  },
  {
    ...base,
    token: "demo-offer-prepaid",
    name: "Prepaid device offer (ALDI TALK)",
    brand: "aldi",
    kind: "offer",
    items: [PREPAID],
    paymentMethods: ["sepa", "paypal"],
    customer: "existing",
  },
  {
    ...base,
    token: "demo-offer-login",
    name: "Login required (code 123456)",
    kind: "offer",
    items: [GALAXY],
    access: "login",
    loginCodes: ["123456", "demo-login"],
  },
  {
    ...base,
    token: "demo-offer-login-blau",
    name: "Login required, blau (code 654321)",
    brand: "blau",
    kind: "offer",
    items: [PIXEL],
    access: "login",
    loginCodes: ["654321"],
  },
  { ...base, token: "demo-offer-forbidden", name: "Forbidden", kind: "offer", items: [GALAXY], access: "forbidden" },
  {
    ...base,
    token: "demo-offer-server-error",
    name: "Server error",
    kind: "offer",
    items: [GALAXY],
    access: "serverError",
  },
];

export const OFFER_SEEDS: readonly OfferSeed[] = [...kindSeeds, ...codeSeeds, ...special];

const byToken = new Map(OFFER_SEEDS.map((seed, index) => [seed.token, { seed, index }]));

/** `<demo token>~<name>`: a private copy of a demo offer with its own state (tests, testers side by side). */
const PRIVATE_COPY = /^(.+)~[A-Za-z0-9_-]{1,32}$/;

/**
 * The seed of a demo token. A private copy (`demo-offer-tm~run42`) is the named offer under its own token: ordering
 * or changing it leaves the shared demo offer as it was, so parallel tests and several testers do not collide.
 */
export function findOfferSeed(token: string): { seed: OfferSeed; index: number } | undefined {
  const found = byToken.get(token);
  if (found) return found;
  const base = PRIVATE_COPY.exec(token)?.[1];
  const original = base ? byToken.get(base) : undefined;
  return original ? { seed: { ...original.seed, token }, index: original.index } : undefined;
}

/** The Novum entry ids and the offers they open. */
export const NOVUM_ENTRIES: Record<string, { offerToken: string; validDays: number }> = {
  "demo-novum": { offerToken: "demo-offer-novum", validDays: 30 },
  "demo-novum-expired": { offerToken: "demo-offer-novum", validDays: -1 },
};
