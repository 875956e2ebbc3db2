import { describe, expect, it } from "vitest";
import { formatEuro, priceItem, pricesOf, sumPeriod } from "./money.ts";

describe("formatEuro", () => {
  it("writes two decimals, a comma, a space and the euro sign", () => {
    expect(formatEuro(12.99)).toBe("12,99 €");
    expect(formatEuro(0)).toBe("0,00 €");
    expect(formatEuro(-5)).toBe("-5,00 €");
    expect(formatEuro(1099)).toBe("1.099,00 €");
  });
  it("rounds to cents without a negative zero", () => {
    expect(formatEuro(0.005)).toBe("0,01 €");
    expect(formatEuro(-0.001)).toBe("0,00 €");
  });
});

describe("price sums", () => {
  const items = [
    priceItem("charge", "monthly", "Grundgebühr", 34.99),
    priceItem("discount", "monthly", "Online-Vorteil", -5, 12),
    priceItem("connectionfee", "once", "Anschlusspreis", 39.99),
  ];
  it("adds the items of one period, discounts included", () => {
    expect(sumPeriod(items, "monthly")).toBe(29.99);
    expect(sumPeriod(items, "once")).toBe(39.99);
  });
  it("gives one entry per period that has items", () => {
    expect(pricesOf(items)).toEqual([
      { type: "once", amount: 39.99, formatted: "39,99 €" },
      { type: "monthly", amount: 29.99, formatted: "29,99 €" },
    ]);
    expect(pricesOf(items.slice(0, 1))).toEqual([{ type: "monthly", amount: 34.99, formatted: "34,99 €" }]);
  });
});
