import { browserStorage, readItem, writeItem } from "~/platform/storage/browser-storage";

/** Order ids whose purchase was tracked in this browser: shared by every tab, kept across reloads. */
export const TRACKED_ORDERS_KEY = "offer_tracked_orders";
const KEEP = 20;

function trackedOrders(storage: Storage | undefined): string[] {
  try {
    const list: unknown = JSON.parse(readItem(storage, TRACKED_ORDERS_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The purchase of an order is tracked once: true the first time an order id is claimed in this browser
 * (then it is noted), false on a reload or in a second tab. Only the last 20 ids are kept. A blocked storage
 * cannot remember: it answers false, so a page that cannot tell never counts an order twice.
 */
export function claimPurchase(orderId: string, storage: Storage | undefined = browserStorage("local")): boolean {
  if (!orderId) return false;
  const tracked = trackedOrders(storage);
  if (tracked.includes(orderId)) return false;
  return writeItem(storage, TRACKED_ORDERS_KEY, JSON.stringify([...tracked, orderId].slice(-KEEP)));
}
