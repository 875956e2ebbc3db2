import { describe, expect, it } from "vitest";
import { toGa4Item, trackedProducts } from "./products";

const offers = [
  {
    hardware: {
      name: "Galaxy S26",
      id: "hw-1",
      color: "Schwarz",
      capacity: "256 GB",
      prices: [
        { period: "once", amount: 99 },
        { period: "monthly", amount: 20 },
      ],
    },
    tariff: {
      name: "Mobil L",
      id: "t-1",
      prices: [
        { period: "monthly", amount: 39.99 },
        { period: "monthly", amount: -5 },
        { period: "once", amount: 39.99 },
      ],
    },
    packs: [{ name: "Geräteversicherung", id: "p-1", prices: [{ period: "monthly", amount: 7.99 }] }],
  },
  { tariff: { name: "Mobil S", id: "t-2", prices: [{ period: "monthly", amount: 14.99 }] }, packs: [] },
] as const;

describe("trackedProducts", () => {
  const products = trackedProducts(offers);

  it("maps a Handy with brand = name, variant = colour + capacity and price = one-time amount", () => {
    expect(products[0]).toEqual({
      name: "Galaxy S26",
      id: "hw-1",
      price: 99,
      category: "Handy",
      position: 1,
      monthlyPrice: 20,
      oneTimePrice: 99,
      quantity: 1,
      brand: "Galaxy S26",
      variant: "Schwarz 256 GB",
    });
  });

  it("prices tariffs and packs monthly, summing discounts", () => {
    expect(products[1]).toMatchObject({ category: "Tarif", price: 34.99, monthlyPrice: 34.99, oneTimePrice: 39.99 });
    expect(products[2]).toMatchObject({ category: "Pack", price: 7.99, position: 1, quantity: 1 });
  });

  it("numbers positions by offer, 1-based", () => {
    expect(products.map((p) => [p.id, p.position])).toEqual([
      ["hw-1", 1],
      ["t-1", 1],
      ["p-1", 1],
      ["t-2", 2],
    ]);
  });

  it("treats a missing price as zero", () => {
    expect(trackedProducts([{ tariff: { name: "X", id: "x", prices: [] }, packs: [] }])[0]).toMatchObject({
      price: 0,
      monthlyPrice: 0,
      oneTimePrice: 0,
    });
  });
});

describe("toGa4Item", () => {
  it("maps onto the GA4 item fields", () => {
    const [handy, tariff] = trackedProducts(offers);
    expect(handy && toGa4Item(handy)).toEqual({
      item_id: "hw-1",
      item_name: "Galaxy S26",
      item_brand: "Galaxy S26",
      item_category: "Handy",
      item_variant: "Schwarz 256 GB",
      price: 99,
      quantity: 1,
      index: 1,
    });
    expect(tariff && toGa4Item(tariff)).toEqual({
      item_id: "t-1",
      item_name: "Mobil L",
      item_category: "Tarif",
      price: 34.99,
      quantity: 1,
      index: 1,
    });
  });
});
