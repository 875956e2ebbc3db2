import { describe, expect, it } from "vitest";
import type { Offer, OfferItem } from "~/platform/api/types";
import {
  bundleKindOf,
  choiceTotals,
  dataVolume,
  documentRef,
  isFixedLine,
  offerChoices,
  parseChoice,
} from "./offer-choices";

function item(monthly: number, once: number, bundleKind: OfferItem["bundleKind"] = "none") {
  return {
    bundleKind,
    totals: {
      monthly: { type: "monthly" as const, amount: monthly, formatted: "" },
      once: { type: "once" as const, amount: once, formatted: "" },
    },
  };
}

describe("offer choices", () => {
  const cart = { offerUseCase: "Standard" as const, productTypes: [], offers: [] };
  it("puts the initial offer first, then the alternatives", () => {
    const offer = {
      kind: "offer_vvl",
      cart,
      documents: [],
      alternatives: [
        { kind: "orange_vvl", cart, documents: [] },
        { kind: "greenApm_vvl", cart, documents: [] },
      ],
    } as Pick<Offer, "kind" | "cart" | "documents" | "alternatives">;
    expect(offerChoices(offer).map((choice) => choice.kind)).toEqual(["offer_vvl", "orange_vvl", "greenApm_vvl"]);
    expect(offerChoices({ ...offer, alternatives: undefined })).toHaveLength(1);
  });

  it("sums a bundle's parts per period, to the cent", () => {
    expect(choiceTotals([item(71.98, 143.98), item(48.98, 39.99)])).toEqual({ monthly: 120.96, once: 183.97 });
    expect(choiceTotals([])).toEqual({ monthly: 0, once: 0 });
  });

  it("names the bundle kind of a cart", () => {
    expect(bundleKindOf({ offers: [item(1, 1, "bundle"), item(1, 1, "bundle")] as OfferItem[] })).toBe("bundle");
    expect(bundleKindOf({ offers: [item(1, 1)] as OfferItem[] })).toBe("none");
  });

  it("tells fixed-line tariffs from mobile ones and unlimited data from a volume", () => {
    expect(isFixedLine({ category: "dsl" })).toBe(true);
    expect(isFixedLine({ category: "mobile", lineTechnology: "ftth" })).toBe(true);
    expect(isFixedLine({ category: "mobile" })).toBe(false);
    expect(dataVolume({})).toEqual({ unlimited: true });
    expect(dataVolume({ dataVolumeGb: 50 })).toEqual({ unlimited: false, gb: 50 });
  });

  it("accepts only a choice the offer has", () => {
    expect(parseChoice("0", 4)).toBe(0);
    expect(parseChoice("3", 4)).toBe(3);
    expect(parseChoice("4", 4)).toBeNull();
    expect(parseChoice("-1", 4)).toBeNull();
    expect(parseChoice("1e1", 4)).toBeNull();
    expect(parseChoice(null, 4)).toBeNull();
  });

  it("reads a document address into its parts, and nothing else", () => {
    expect(documentRef("/api/offer/documents/demo-offer-standard/OF-100001/contract-summary")).toEqual({
      token: "demo-offer-standard",
      offerId: "OF-100001",
      documentId: "contract-summary",
    });
    expect(documentRef("https://elsewhere.example/x.pdf")).toBeNull();
    expect(documentRef("/api/offer/documents/a/b")).toBeNull();
  });
});
