import { describe, expect, it } from "vitest";
import { priceTotals } from "./price-totals";

describe("priceTotals", () => {
  it("sums monthly and one-time amounts apart, counting discounts and missing prices", () => {
    expect(
      priceTotals([
        { label: "Tarif", amount: 19.99, period: "monthly" },
        { label: "Rabatt", amount: -5, period: "monthly" },
        { label: "Gerät", amount: 299, period: "once" },
        { label: "Anschluss", amount: null, period: "once" },
      ]),
    ).toEqual({ monthly: 14.99, once: 299 });
  });
  it("adds cents without floating-point drift", () => {
    expect(
      priceTotals(Array.from({ length: 10 }, () => ({ label: "x", amount: 0.1, period: "monthly" as const }))),
    ).toEqual({
      monthly: 1,
      once: 0,
    });
  });
});
