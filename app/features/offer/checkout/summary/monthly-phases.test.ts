import { describe, expect, it } from "vitest";
import type { OfferItem, PriceItem } from "~/platform/api/types";
import { monthlyPhases } from "./monthly-phases";

const line = (amount: number, durationMonths?: number): PriceItem => ({
  type: amount < 0 ? "discount" : "charge",
  period: "monthly",
  label: "x",
  amount,
  formatted: "",
  ...(durationMonths ? { durationMonths } : {}),
});

function item(monthly: number, priceItems: PriceItem[]): OfferItem {
  return {
    packs: [],
    priceItems,
    totals: { monthly: { amount: monthly }, once: { amount: 0 } },
  } as unknown as OfferItem;
}

describe("monthlyPhases", () => {
  it("has none when no line is limited", () => {
    expect(monthlyPhases([item(39.99, [line(39.99)])])).toEqual([]);
  });

  it("raises the total when a discount for 12 months ends", () => {
    expect(monthlyPhases([item(71.98, [line(76.98), line(-5, 12)])])).toEqual([
      { from: 1, to: 12, amount: 71.98 },
      { from: 13, to: null, amount: 76.98 },
    ]);
  });

  it("steps through several ends in order, across the parts of a bundle, to the cent", () => {
    const phases = monthlyPhases([item(20.1, [line(30.1), line(-10, 24)]), item(9.9, [line(12.9), line(-3, 6)])]);
    expect(phases).toEqual([
      { from: 1, to: 6, amount: 30 },
      { from: 7, to: 24, amount: 33 },
      { from: 25, to: null, amount: 43 },
    ]);
  });
});
