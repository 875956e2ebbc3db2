import type { Cart, OfferUseCase } from "~/platform/api/types";

/** Local-storage key of the cart; one cart per browser, the last choice wins. */
export const CART_STORAGE_KEY = "offer_cart";

/** Whose cart a page expects: the offer's token and the use case it was opened in (Standard, Novum). */
export interface CartOwner {
  token: string;
  useCase: OfferUseCase;
}

/**
 * The cart of a choice as the checkout needs it: offerUseCase, productTypes, offers[] with their packs,
 * offerId, token and ecommerce. The use case is the offer's, so a cart is tied to how the offer was opened.
 */
export function createCart(chosen: Cart, useCase: OfferUseCase): Cart {
  return {
    offerUseCase: useCase,
    productTypes: [...chosen.productTypes],
    offers: chosen.offers.map((item) => ({ ...item, packs: [...item.packs] })),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A stored value is a cart only with the point-3 fields in place; anything else (old format, edited) is not. */
function isCart(value: unknown): value is Cart {
  if (!isRecord(value) || typeof value.offerUseCase !== "string" || !Array.isArray(value.productTypes)) return false;
  if (!Array.isArray(value.offers) || value.offers.length === 0) return false;
  return value.offers.every(
    (item) =>
      isRecord(item) &&
      typeof item.offerId === "string" &&
      typeof item.token === "string" &&
      Array.isArray(item.packs) &&
      isRecord(item.ecommerce),
  );
}

/** A stored cart counts only for its owner: same use case, every offer of the same token. */
export function cartBelongsTo(cart: Cart, owner: CartOwner): boolean {
  return cart.offerUseCase === owner.useCase && cart.offers.every((item) => item.token === owner.token);
}

/** The stored text read back: the cart when it is one and belongs to the owner, else null (to be discarded). */
export function parseStoredCart(text: string | null, owner: CartOwner): Cart | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return isCart(value) && cartBelongsTo(value, owner) ? value : null;
}
