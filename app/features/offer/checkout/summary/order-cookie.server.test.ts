import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { appConfigContext } from "~/platform/config/context";
import { DEMO_TEST_CONFIG } from "~/platform/config/demo-context.test-support";
import { ORDER_NOTE_MAX_AGE_SECONDS, orderNoteCookie, readOrderNote } from "./order-cookie.server";

const TOKEN = "demo-offer-green-idv~erika";
const NOTE = { token: TOKEN, orderId: "ORD-1001", idvToken: "demo-idv-selection" };

function context() {
  const provider = new RouterContextProvider();
  provider.set(appConfigContext, DEMO_TEST_CONFIG);
  return provider;
}
const page = (cookie?: string) =>
  new Request(`http://app.test/angebot/${TOKEN}/danke`, { headers: cookie ? { Cookie: cookie } : {} });
const sentBack = (header: string) => header.split(";")[0] ?? "";

describe("order note cookie", () => {
  it("reads back for this offer, and holds the offer's token only as a digest", async () => {
    const header = await orderNoteCookie(page(), context(), NOTE);
    expect(header).toMatch(/^offer_order=.*HttpOnly/);
    const [, value = ""] = sentBack(header).split("=");
    const readable = atob(decodeURIComponent(value).split(".")[0] ?? "");
    expect(readable).not.toContain("demo-offer-green-idv");
    expect(await readOrderNote(page(sentBack(header)), context(), TOKEN)).toEqual(NOTE);
    expect(await readOrderNote(page(sentBack(header)), context(), "demo-offer-green-idv~max")).toBeNull();
  });

  it("lives a day, in the browser and on the server", async () => {
    expect(ORDER_NOTE_MAX_AGE_SECONDS).toBe(24 * 60 * 60);
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 12) });
    try {
      const header = await orderNoteCookie(page(), context(), NOTE);
      expect(header).toContain("Max-Age=86400");
      vi.setSystemTime(Date.UTC(2026, 10, 29, 12) + 1000);
      expect(await readOrderNote(page(sentBack(header)), context(), TOKEN)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
