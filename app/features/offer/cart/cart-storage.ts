import type { Cart } from "~/platform/api/types";
import { browserStorage, readItem, removeItem, writeItem } from "~/platform/storage/browser-storage";
import { CART_STORAGE_KEY, type CartOwner, parseStoredCart } from "./cart-rules";

/** Keeps the chosen cart; false when the storage is blocked or full (the checkout then starts from the URL). */
export function storeCart(cart: Cart, storage: Storage | undefined = browserStorage("local")): boolean {
  return writeItem(storage, CART_STORAGE_KEY, JSON.stringify(cart));
}

/** The stored cart of this owner; a cart of another token or use case (or an unreadable one) is removed. */
export function readCart(owner: CartOwner, storage: Storage | undefined = browserStorage("local")): Cart | null {
  const text = readItem(storage, CART_STORAGE_KEY);
  const cart = parseStoredCart(text, owner);
  if (!cart && text !== null) removeItem(storage, CART_STORAGE_KEY);
  return cart;
}

export function clearCart(storage: Storage | undefined = browserStorage("local")): void {
  removeItem(storage, CART_STORAGE_KEY);
}
