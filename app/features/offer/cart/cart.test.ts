import { describe, expect, it } from "vitest";
import { memoryStorage } from "~/platform/storage/storages.test-support";
import { BUNDLE_OFFER, STANDARD_OFFER } from "../shop/test-data/offers.test-support";
import { CART_STORAGE_KEY, cartBelongsTo, createCart, parseStoredCart } from "./cart-rules";
import { clearCart, readCart, storeCart } from "./cart-storage";

const owner = { token: "demo-offer-standard", useCase: "Standard" as const };

describe("cart rules", () => {
  it("keeps the point-3 fields of the chosen cart: use case, product types, offers with packs, ids and ecommerce", () => {
    const chosen = STANDARD_OFFER.alternatives?.[0]?.cart ?? STANDARD_OFFER.cart;
    const cart = createCart(chosen, "Standard");
    expect(cart.offerUseCase).toBe("Standard");
    expect(cart.productTypes).toEqual(["MyHandy", "Mobile"]);
    expect(cart.offers[0]).toMatchObject({ offerId: "OF-100006", token: "demo-offer-standard", kind: "orange" });
    expect(cart.offers[0]?.packs[0]?.type).toBe("deviceInsurance");
    expect(cart.offers[0]?.ecommerce.products.length).toBeGreaterThan(0);
  });

  it("ties the cart to the use case of the offer, not the one the cart came with", () => {
    expect(createCart(STANDARD_OFFER.cart, "Novum").offerUseCase).toBe("Novum");
  });

  it("keeps both parts of a bundle", () => {
    expect(createCart(BUNDLE_OFFER.cart, "Standard").offers.map((item) => item.offerId)).toEqual([
      "OF-100451",
      "OF-100452",
    ]);
  });

  it("counts a stored cart only for its token and use case", () => {
    const cart = createCart(STANDARD_OFFER.cart, "Standard");
    expect(cartBelongsTo(cart, owner)).toBe(true);
    expect(cartBelongsTo(cart, { ...owner, useCase: "Novum" })).toBe(false);
    expect(cartBelongsTo(cart, { ...owner, token: "demo-offer-bundle" })).toBe(false);
  });

  it("reads back only well-formed carts", () => {
    const text = JSON.stringify(createCart(STANDARD_OFFER.cart, "Standard"));
    expect(parseStoredCart(text, owner)?.offers[0]?.offerId).toBe("OF-100001");
    expect(parseStoredCart("{", owner)).toBeNull();
    expect(
      parseStoredCart(JSON.stringify({ offerUseCase: "Standard", productTypes: [], offers: [] }), owner),
    ).toBeNull();
    expect(parseStoredCart(null, owner)).toBeNull();
  });
});

describe("cart storage", () => {
  it("stores under one key and reads back for the same owner", () => {
    const storage = memoryStorage();
    expect(storeCart(createCart(STANDARD_OFFER.cart, "Standard"), storage)).toBe(true);
    expect(storage.length).toBe(1);
    expect(storage.getItem(CART_STORAGE_KEY)).toContain("OF-100001");
    expect(readCart(owner, storage)?.offers).toHaveLength(1);
  });

  it("discards the cart of another use case or token when read", () => {
    const storage = memoryStorage();
    storeCart(createCart(STANDARD_OFFER.cart, "Standard"), storage);
    expect(readCart({ ...owner, useCase: "Novum" }, storage)).toBeNull();
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("survives blocked storage and clears", () => {
    const blocked = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    } as Storage;
    expect(storeCart(createCart(STANDARD_OFFER.cart, "Standard"), blocked)).toBe(false);
    const storage = memoryStorage();
    storeCart(createCart(STANDARD_OFFER.cart, "Standard"), storage);
    clearCart(storage);
    expect(readCart(owner, storage)).toBeNull();
  });
});
