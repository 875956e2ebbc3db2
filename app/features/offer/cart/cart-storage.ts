import type { Cart } from "~/platform/api/types";
import { CART_STORAGE_KEY, type CartOwner, parseStoredCart } from "./cart-rules";

function defaultStorage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    // Blocked storage (privacy settings, sandboxed frames) throws on access.
    return undefined;
  }
}

/** Keeps the chosen cart; false when the storage is blocked or full (the checkout then starts from the URL). */
export function storeCart(cart: Cart, storage: Storage | undefined = defaultStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
    return true;
  } catch {
    return false;
  }
}

/** The stored cart of this owner; a cart of another token or use case (or an unreadable one) is removed. */
export function readCart(owner: CartOwner, storage: Storage | undefined = defaultStorage()): Cart | null {
  try {
    const text = storage?.getItem(CART_STORAGE_KEY) ?? null;
    const cart = parseStoredCart(text, owner);
    if (!cart && text !== null) storage?.removeItem(CART_STORAGE_KEY);
    return cart;
  } catch {
    return null;
  }
}

export function clearCart(storage: Storage | undefined = defaultStorage()): void {
  try {
    storage?.removeItem(CART_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
