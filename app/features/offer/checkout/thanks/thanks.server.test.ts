import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appConfigContext } from "~/platform/config/context";
import { DEMO_TEST_CONFIG, demoRequestContext } from "~/platform/config/demo-context.test-support";
import { type DemoUnderTest, demoUnderTest } from "../../../../../demo-api/demo.test-support.ts";
import { CART_COOKIE } from "../cart-cookie";
import { PAYMENT_COOKIE, sealPaymentChoice } from "../payment-cookie.server";
import { summaryAction } from "../summary/summary.server";
import { loadThanksPage, type OrderedPageData, thanksAction } from "./thanks.server";

let demo: DemoUnderTest;
/** The backend calls of the test, as `METHOD path`. */
let calls: string[];
beforeEach(() => {
  demo = demoUnderTest();
  calls = [];
});
afterEach(() => demo.cleanup());

const context = () =>
  demoRequestContext(() => demo, {
    traceId: "00000000-0000-4000-8000-000000000077",
    onRequest: (request) => calls.push(`${request.method} ${new URL(request.url).pathname}`),
  });

const TOKEN = "demo-offer-green-idv-vvl";
const ORDER = { termsAccepted: "yes", privacyNoticeAcknowledged: "yes", idempotencyKey: "attempt-0001-key" };

function checkoutCookies(token: string) {
  const payment = sealPaymentChoice({ token, method: "paypal" }, DEMO_TEST_CONFIG.cookieSecrets[0]);
  return `${CART_COOKIE}=0.Standard.${token}; ${PAYMENT_COOKIE}=${payment}`;
}

async function settle<T>(pending: Promise<T>): Promise<T | Response> {
  try {
    return await pending;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Orders with PayPal and answers the demo provider's page: the address the provider sends the customer back to. */
async function orderAtProvider(outcome: "success" | "aborted" | "failed") {
  const post = new Request(`http://app.test/angebot/${TOKEN}/zusammenfassung`, {
    method: "POST",
    headers: { Cookie: checkoutCookies(TOKEN), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(ORDER),
  });
  const provider = (await settle(summaryAction(post, TOKEN, context()))) as Response;
  const session = provider.headers.get("Location") ?? "";
  expect(session).toMatch(/^\/__demo\/payment\//);
  const back = await demo.call(session, { method: "POST", body: new URLSearchParams({ outcome }) });
  calls = [];
  return {
    danke: `http://app.test${back.headers.get("location")}`,
    note: provider.headers.get("Set-Cookie")?.split(";")[0] ?? "",
  };
}

const thanksPost = (url: string, init: RequestInit = {}) =>
  new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "",
    ...init,
  });

const verifyStatus = async () => (await demo.call(`/api/offer/verify/${TOKEN}`)).status;

describe("danke after an aborted or failed payment", () => {
  it("shows the way back and changes nothing on GET, however often it is loaded", async () => {
    const { danke } = await orderAtProvider("aborted");
    expect(danke).toBe(`http://app.test/angebot/${TOKEN}/danke?payment=aborted`);
    for (let i = 0; i < 2; i++) {
      const page = await loadThanksPage(new Request(danke), TOKEN, context());
      expect(page.data).toEqual({ status: "paymentEnded", outcome: "aborted" });
    }
    expect(calls.filter((call) => !call.startsWith("GET "))).toEqual([]);
    // Still the abandoned payment: only the page's POST reopens the offer.
    expect(await verifyStatus()).toBe(409);
  });

  it("reopens the offer on the page's POST and returns to the summary with the provider's message", async () => {
    const { danke } = await orderAtProvider("aborted");
    const answer = (await thanksAction(thanksPost(danke), TOKEN, context())) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe(`/angebot/${TOKEN}/zusammenfassung?payment=aborted`);
    expect(calls).toContain(`PATCH /api/offer/${TOKEN}`);
    expect(await verifyStatus()).toBe(200);
  });

  it("names a failed payment as failed, in the page and in the reset", async () => {
    const { danke } = await orderAtProvider("failed");
    expect((await loadThanksPage(new Request(danke), TOKEN, context())).data).toEqual({
      status: "paymentEnded",
      outcome: "failed",
    });
    const answer = (await thanksAction(thanksPost(danke), TOKEN, context())) as Response;
    expect(answer.headers.get("Location")).toBe(`/angebot/${TOKEN}/zusammenfassung?payment=failed`);
    expect(await verifyStatus()).toBe(200);
  });

  it("resets nothing when the offer is no longer in that state: the page decides again", async () => {
    const { danke } = await orderAtProvider("aborted");
    await thanksAction(thanksPost(danke), TOKEN, context());
    calls = [];
    const again = (await thanksAction(thanksPost(danke), TOKEN, context())) as Response;
    expect([again.status, again.headers.get("Location")]).toEqual([303, `/angebot/${TOKEN}/danke?payment=aborted`]);
    expect(calls.filter((call) => call.startsWith("PATCH "))).toEqual([]);
    const reloaded = await settle(loadThanksPage(new Request(danke), TOKEN, context()));
    expect((reloaded as Response).headers.get("Location")).toBe(`/angebot/${TOKEN}/zusammenfassung?payment=aborted`);
  });

  it("answers another body than the form's button with its 4xx and resets nothing", async () => {
    const { danke } = await orderAtProvider("aborted");
    const json = thanksPost(danke, { headers: { "content-type": "application/json" }, body: "{}" });
    const answer = await thanksAction(json, TOKEN, context());
    expect((answer as { init: ResponseInit | null }).init?.status).toBe(415);
    expect(calls.filter((call) => call.startsWith("PATCH "))).toEqual([]);
  });
});

describe("danke after a placed order", () => {
  it("confirms, shows the verification of this order, and forgets cart and payment choice", async () => {
    const { danke, note } = await orderAtProvider("success");
    const page = await loadThanksPage(new Request(danke, { headers: { Cookie: note } }), TOKEN, context());
    const data = page.data as OrderedPageData;
    expect(data).toMatchObject({ status: "ordered", redirectedFromPaymentProvider: true });
    expect(data.idvToken).toBe("demo-idv-selection");
    expect(new Headers(page.init?.headers).get("Set-Cookie")).toMatch(/^offer_choice=;.*offer_payment=;/);
  });

  it("forgets the cookies under their `__Host-` names where cookies are Secure", async () => {
    const { danke } = await orderAtProvider("success");
    const production = context();
    production.set(appConfigContext, { ...DEMO_TEST_CONFIG, secureCookies: true });
    const page = await loadThanksPage(new Request(danke), TOKEN, production);
    const cleared = new Headers(page.init?.headers).getSetCookie();
    expect(cleared.map((header) => header.split("=")[0])).toEqual(["__Host-offer_choice", "__Host-offer_payment"]);
    for (const header of cleared) expect(header).toMatch(/Max-Age=0.*Secure/);
  });
});
