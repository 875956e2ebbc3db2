import type { Cart, Offer, OfferDocument, OfferItem, OfferKind, Tariff } from "~/platform/api/types";
import { priceTotals } from "~/ui/price/price-totals";

/**
 * The language of the backend's own texts (product names, price lines, features): German. English and Turkish pages
 * mark them with it, so that a screen reader reads "Grundgebühr" as German (WCAG 3.1.2).
 */
export const BACKEND_LANG = "de";

/** One thing the customer may order: the offer's own cart or one of its alternatives (one carousel slide). */
export interface OfferChoice {
  kind: OfferKind;
  cart: Cart;
  documents: OfferDocument[];
}

/** The initial offer first, then its alternatives in the backend's order. */
export function offerChoices(offer: Pick<Offer, "kind" | "cart" | "documents" | "alternatives">): OfferChoice[] {
  return [{ kind: offer.kind, cart: offer.cart, documents: offer.documents }, ...(offer.alternatives ?? [])];
}

/** What a choice costs in all: the parts' totals summed per period (a bundle's two parts count together). */
export function choiceTotals(items: readonly Pick<OfferItem, "totals">[]): { monthly: number; once: number } {
  return priceTotals(
    items.flatMap((item) => [
      { label: "monthly", amount: item.totals.monthly.amount, period: "monthly" as const },
      { label: "once", amount: item.totals.once.amount, period: "once" as const },
    ]),
  );
}

/** Fixed-line tariffs (DSL, cable, fibre) state bandwidth and line technology; mobile ones their data volume. */
export function isFixedLine(tariff: Pick<Tariff, "category" | "lineTechnology">): boolean {
  return tariff.lineTechnology !== undefined || tariff.category === "dsl" || tariff.category === "fms";
}

/** Data volume as the tariff states it: gigabytes, or unlimited when the contract leaves it out. */
export function dataVolume(
  tariff: Pick<Tariff, "dataVolumeGb">,
): { unlimited: true } | { unlimited: false; gb: number } {
  return tariff.dataVolumeGb === undefined ? { unlimited: true } : { unlimited: false, gb: tariff.dataVolumeGb };
}

/** A choice of two carts in one (mobile and fibre, or O2 You's two lines) is shown as one bundle. */
export function bundleKindOf(cart: Pick<Cart, "offers">): OfferItem["bundleKind"] {
  return cart.offers.find((item) => item.bundleKind !== "none")?.bundleKind ?? "none";
}

/** The choice index a form sent (`choice=2`), or null when it is not one of the offer's choices. */
export function parseChoice(value: FormDataEntryValue | string | null | undefined, count: number): number | null {
  if (typeof value !== "string" || !/^\d{1,2}$/.test(value)) return null;
  const index = Number(value);
  return index < count ? index : null;
}

/** The parts of a document address (`/api/offer/documents/{token}/{offerId}/{documentId}`); null for others. */
export function documentRef(url: string): { token: string; offerId: string; documentId: string } | null {
  const match = /^\/api\/offer\/documents\/([^/?#]+)\/([^/?#]+)\/([^/?#]+)$/.exec(url);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const decode = (part: string) => decodeURIComponent(part);
  return { token: decode(match[1]), offerId: decode(match[2]), documentId: decode(match[3]) };
}
