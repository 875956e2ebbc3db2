/**
 * Pure tracking label tables for the offer and identity-verification flows (the termination's label is
 * the termination's own: features/termination/termination-rules.ts). Apart from labels.ts (the page view's), so
 * that only the pages of a flow load them.
 */

const INITIAL_OFFER_LABELS: Readonly<Record<string, string>> = {
  offer: "initial_offer",
  offer_coc: "initial_offer_contract_owner_change",
  offer_vvl: "initial_offer_vertragsverlaengerung",
  offer_tm: "initial_offer_tariff_migration",
  offer_dps: "lead_offer_dealer_pencil_selling",
  dealer_correction: "dealer_correction",
};

const ALTERNATIVES = ["orange", "yellow", "greenApm"] as const;

type AlternativeVariant = "base" | "vvl" | "tm";

/** The alternative-offer variant of an offer kind (orange, yellow_vvl, greenApm_tm, …), if it is one. */
function alternativeVariant(kind: string): AlternativeVariant | null {
  for (const colour of ALTERNATIVES) {
    if (kind === colour) return "base";
    if (kind === `${colour}_vvl`) return "vvl";
    if (kind === `${colour}_tm`) return "tm";
  }
  return null;
}

const ALTERNATIVE_LABELS: Record<AlternativeVariant, string> = {
  base: "alternative_offer",
  vvl: "alternative_offer_vertragsverlaengerung",
  tm: "alternative_offer_tariff_migration",
};

/** Offer kind (step) → tracking label; anything not in the table is "Others". */
export function offerTrackingLabel(kind: string | null | undefined): string {
  if (!kind) return "Others";
  const variant = alternativeVariant(kind);
  if (variant) return ALTERNATIVE_LABELS[variant];
  return Object.hasOwn(INITIAL_OFFER_LABELS, kind) ? (INITIAL_OFFER_LABELS[kind] ?? "Others") : "Others";
}

const ALTERNATIVE_CODES: Record<AlternativeVariant, number> = { base: 30, vvl: 31, tm: 32 };

/** Alternative-offer code: 30 base, 31 contract extension, 32 tariff migration, 0 otherwise. */
export function alternativeOfferCode(kind: string | null | undefined): number {
  const variant = kind ? alternativeVariant(kind) : null;
  return variant ? ALTERNATIVE_CODES[variant] : 0;
}

/** The three OTP use cases mark a mixed basket (hardware and SIM verified by one-time password). */
export const OTP_USE_CASES = ["green_idv_otp", "green_idv_vvl_otp", "green_idv_tm_otp"] as const;

export function isMixedBasketWithOtp(useCase: string | null | undefined): boolean {
  return (OTP_USE_CASES as readonly string[]).includes(useCase ?? "");
}

/** IDV label: the mixed-basket-with-OTP flag and the chosen method, e.g. "mixed_basket_otp/otp" or "standard/eid". */
export function idvTrackingLabel(input: { useCase: string | null | undefined; method: string }): string {
  return `${isMixedBasketWithOtp(input.useCase) ? "mixed_basket_otp" : "standard"}/${input.method}`;
}
