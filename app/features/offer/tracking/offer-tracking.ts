import { track } from "~/platform/analytics/events";
import { alternativeOfferCode, offerTrackingLabel } from "~/platform/analytics/flow-labels";
import { type Ga4Item, type TrackedOfferInput, toGa4Item, trackedProducts } from "~/platform/analytics/products";
import type { OfferItem, OfferKind, OfferUseCase, PriceEntry } from "~/platform/api/types";

/** A tracked offer: its kind (label, alternative code) and the items of its cart. No token, no offer id. */
export interface TrackedChoice {
  kind: OfferKind;
  items: readonly OfferItem[];
}

/** A GA4 item with the offer's tracking label and alternative-offer code. */
export type OfferGa4Item = Ga4Item & { item_list_name: string; alternative_offer_code: number };

function prices(entries: readonly PriceEntry[]) {
  return entries.map((entry) => ({ period: entry.type, amount: entry.amount }));
}

/** The analytics core's input for one offer item: products by id and name with their prices. */
export function trackedInput(item: OfferItem): TrackedOfferInput {
  const { hardware, tariff } = item;
  return {
    hardware: hardware
      ? {
          id: hardware.id,
          name: hardware.name,
          prices: prices(hardware.prices),
          color: hardware.color.name,
          capacity: hardware.capacity.label,
        }
      : null,
    tariff: tariff ? { id: tariff.id, name: tariff.name, prices: prices(tariff.prices) } : null,
    packs: item.packs.map((pack) => ({ id: pack.id, name: pack.name, prices: prices(pack.prices) })),
  };
}

/** GA4 items of the given offers, positions counted over all of them (1-based, as the core does). */
export function ga4Items(choices: readonly TrackedChoice[]): OfferGa4Item[] {
  const kinds = choices.flatMap((choice) => choice.items.map(() => choice.kind));
  const products = trackedProducts(choices.flatMap((choice) => choice.items.map(trackedInput)));
  return products.map((product) => {
    const kind = kinds[product.position - 1];
    return {
      ...toGa4Item(product),
      item_list_name: offerTrackingLabel(kind),
      alternative_offer_code: alternativeOfferCode(kind),
    };
  });
}

function ecommerce(items: OfferGa4Item[]) {
  const value = Math.round(items.reduce((sum, item) => sum + item.price, 0) * 100) / 100;
  return { currency: "EUR" as const, value, items };
}

/** `offer_loaded` with the offer's label and use case. */
export function trackOfferLoaded(kind: OfferKind, useCase: OfferUseCase): void {
  track("offer_loaded", { label: offerTrackingLabel(kind), useCase });
}

/** GA4 `view_item_list` for every offer shown (the initial offer and its alternatives). */
export function trackOfferList(choices: readonly TrackedChoice[]): void {
  track("view_item_list", { ecommerce: ecommerce(ga4Items(choices)) });
}

/** GA4 `view_item` for the chosen offer's items. */
export function trackOfferChosen(choice: TrackedChoice): void {
  track("view_item", { ecommerce: ecommerce(ga4Items([choice])) });
}

/** Why something failed, as tracked: the error's offer code or kind and the HTTP status. Never the token. */
export interface FailureDetail {
  reason: string;
  status?: number;
}

/** The offer could not be loaded in the browser: `offer_load_error` and the tracked error `cart_load_failed`. */
export function trackOfferLoadFailed(detail: FailureDetail): void {
  track("offer_load_error", { detail: { ...detail } });
  track("cart_load_failed", { detail: { ...detail } });
}

/** A document was opened for download. */
export function trackDocumentDownloaded(kind: OfferKind, useCase: OfferUseCase): void {
  track("offer_documents_downloaded", { label: offerTrackingLabel(kind), useCase });
}

/** A document failed: `offer_documents_load_error` and the tracked error `documents_load_failed`. */
export function trackDocumentFailed(detail: FailureDetail & { documentType: string }): void {
  track("offer_documents_load_error", { detail: { ...detail } });
  track("documents_load_failed", { detail: { ...detail } });
}
