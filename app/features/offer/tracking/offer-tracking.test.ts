// @vitest-environment happy-dom
// The analytics module, which a page loads after hydration: what the code tracks reaches the data layer at once.
import "~/platform/analytics/delivery";
import { afterEach, describe, expect, it } from "vitest";
import { offerChoices } from "../shop/offer-choices";
import { BUNDLE_OFFER, STANDARD_OFFER } from "../shop/test-data/offers.test-support";
import {
  ga4Items,
  trackDocumentFailed,
  trackOfferChosen,
  trackOfferList,
  trackOfferLoaded,
  trackOfferLoadFailed,
} from "./offer-tracking";

afterEach(() => {
  window.dataLayer = undefined;
});

const choices = offerChoices(STANDARD_OFFER).map((choice) => ({ kind: choice.kind, items: choice.cart.offers }));

describe("offer tracking", () => {
  it("labels offer_loaded by the offer kind and reports the use case", () => {
    trackOfferLoaded("offer_vvl", "Novum");
    expect(window.dataLayer).toEqual([
      { event: "offer_loaded", label: "initial_offer_vertragsverlaengerung", useCase: "Novum" },
    ]);
  });

  it("lists every product of every offer shown, with labels and alternative codes", () => {
    const items = ga4Items(choices);
    expect(items[0]).toEqual({
      item_id: "samsung-galaxy-s25-256-navy",
      item_name: "Samsung Galaxy S25",
      item_brand: "Samsung Galaxy S25",
      item_category: "Handy",
      item_variant: "Navy 256 GB",
      price: 99,
      quantity: 1,
      index: 1,
      item_list_name: "initial_offer",
      alternative_offer_code: 0,
    });
    expect(items.map((item) => [item.index, item.item_list_name, item.alternative_offer_code])).toContainEqual([
      4,
      "alternative_offer",
      30,
    ]);
    expect(items.filter((item) => item.item_category === "Tarif")).toHaveLength(4);
  });

  it("clears the ecommerce object before view_item_list and view_item", () => {
    trackOfferList(choices);
    const bundle = offerChoices(BUNDLE_OFFER)[0];
    if (bundle) trackOfferChosen({ kind: bundle.kind, items: bundle.cart.offers });
    const layer = window.dataLayer as Record<string, unknown>[];
    expect(layer.map((entry) => entry.event ?? entry.ecommerce)).toEqual([null, "view_item_list", null, "view_item"]);
    const viewItem = layer[3] as { ecommerce: { value: number; items: { index: number }[] } };
    expect(viewItem.ecommerce.items.map((item) => item.index)).toEqual([1, 1, 1, 2, 2, 2]);
    expect(viewItem.ecommerce.value).toBeGreaterThan(0);
  });

  it("tracks load and document failures with their detail, never the token", () => {
    trackOfferLoadFailed({ reason: "Unauthorized", status: 401 });
    trackDocumentFailed({ reason: "DocumentsNotLoaded", status: 500, documentType: "contractSummary" });
    expect((window.dataLayer as { event: string }[]).map((entry) => entry.event)).toEqual([
      "offer_load_error",
      "cart_load_failed",
      "offer_documents_load_error",
      "documents_load_failed",
    ]);
  });

  it("pushes no token in any value", () => {
    trackOfferLoaded(STANDARD_OFFER.kind, STANDARD_OFFER.offerUseCase);
    trackOfferList(choices);
    const first = choices[0];
    if (first) trackOfferChosen(first);
    const pushed = JSON.stringify(window.dataLayer);
    expect(pushed).toContain("samsung-galaxy-s25");
    expect(pushed).not.toContain(STANDARD_OFFER.token);
    expect(pushed).not.toContain("OF-1000");
  });
});
