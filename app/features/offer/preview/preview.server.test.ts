import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { demoRequestContext } from "~/platform/config/demo-context.test-support";
import { type DemoUnderTest, demoUnderTest } from "../../../../demo-api/demo.test-support.ts";
import { loadOfferPreview, previewAction } from "./preview.server";

let demo: DemoUnderTest;
let calls: string[];
beforeEach(() => {
  demo = demoUnderTest(() => new Date());
  calls = [];
});
afterEach(() => demo.cleanup());

const context = () =>
  demoRequestContext(() => demo, {
    traceId: "00000000-0000-4000-8000-00000000000b",
    onRequest: (request) => calls.push(`${request.method} ${new URL(request.url).pathname}`),
  });

function post(token: string, intent: string) {
  const body = new FormData();
  body.set("intent", intent);
  return previewAction(
    new Request(`http://app.test/angebot/preview/${token}`, { method: "POST", body }),
    token,
    context(),
  );
}

describe("the dealer preview's resets", () => {
  it("resets an offer whose payment was aborted (PATCH with that reason), after which it opens again", async () => {
    const before = await loadOfferPreview("demo-offer-abandoned-payment", context());
    expect(before.offer.state).toBe("paymentAborted");
    expect(await post("demo-offer-abandoned-payment", "resetOffer")).toEqual({ intent: "resetOffer", status: "done" });
    expect(calls).toContain("PATCH /api/offer/demo-offer-abandoned-payment");
    expect((await loadOfferPreview("demo-offer-abandoned-payment", context())).offer.state).toBe("open");
  });

  it("says a reset failed when the backend refuses, and ignores posts without a known intent", async () => {
    await demo.call("/__demo/faults", {
      method: "POST",
      json: { method: "PATCH", path: "/api/offer/demo-offer-abandoned-payment", status: 500, times: 2 },
    });
    expect(await post("demo-offer-abandoned-payment", "resetOffer")).toEqual({
      intent: "resetOffer",
      status: "failed",
    });
    expect(await post("demo-offer-standard", "dropTables")).toBeNull();
    expect(calls.filter((call) => call.startsWith("POST") || call.startsWith("PATCH"))).toHaveLength(2);
  });

  it("sends an unknown token to the offer error page", async () => {
    await expect(loadOfferPreview("demo-offer-unknown", context())).rejects.toMatchObject({
      status: 302,
      headers: expect.any(Headers),
    });
    const redirect = await loadOfferPreview("demo-offer-unknown", context()).catch((r: Response) => r);
    expect((redirect as Response).headers.get("location")).toBe("/angebot/demo-offer-unknown/fehler?code=NotFound");
  });
});
