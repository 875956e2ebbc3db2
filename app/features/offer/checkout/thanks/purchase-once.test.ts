import { describe, expect, it } from "vitest";
import { blockedStorage, memoryStorage } from "~/platform/storage/storages.test-support";
import { claimPurchase, TRACKED_ORDERS_KEY } from "./purchase-once";

describe("claimPurchase", () => {
  it("claims an order once: a reload or a second tab (same storage) does not track it again", () => {
    const storage = memoryStorage();
    expect(claimPurchase("ORD-1", storage)).toBe(true);
    expect(claimPurchase("ORD-1", storage)).toBe(false);
    expect(claimPurchase("ORD-2", storage)).toBe(true);
    expect(JSON.parse(storage.getItem(TRACKED_ORDERS_KEY) ?? "")).toEqual(["ORD-1", "ORD-2"]);
  });

  it("keeps the last 20 ids and survives an unreadable entry", () => {
    const storage = memoryStorage();
    storage.setItem(TRACKED_ORDERS_KEY, "{broken");
    for (let i = 0; i < 25; i += 1) expect(claimPurchase(`ORD-${i}`, storage)).toBe(true);
    const kept = JSON.parse(storage.getItem(TRACKED_ORDERS_KEY) ?? "") as string[];
    expect([kept.length, kept[0], kept.at(-1)]).toEqual([20, "ORD-5", "ORD-24"]);
  });

  it("never counts twice when the storage is blocked, nor an empty id", () => {
    expect(claimPurchase("ORD-1", blockedStorage())).toBe(false);
    expect(claimPurchase("", memoryStorage())).toBe(false);
  });
});
