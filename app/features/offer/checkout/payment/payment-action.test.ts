import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_TEST_CONFIG, demoRequestContext } from "~/platform/config/demo-context.test-support";
import { type DemoUnderTest, demoUnderTest } from "../../../../../demo-api/demo.test-support.ts";
import { CART_COOKIE } from "../cart-cookie";
import { PAYMENT_COOKIE, readPaymentChoice } from "../payment-cookie.server";
import { loadPaymentStep, paymentAction } from "./payment.server";

// The payment step's loader and action against the demo backend in memory.
let demo: DemoUnderTest;
beforeEach(() => {
  demo = demoUnderTest(() => new Date());
});
afterEach(() => demo.cleanup());

// An existing customer: personal and identity data complete, so the payment step renders.
const TOKEN = "demo-offer-tm";
const PATH = `/angebot/${TOKEN}/zahlung`;
const TRACE = "00000000-0000-4000-8000-000000000030";
const context = () => demoRequestContext(() => demo, { traceId: TRACE });
const cart = (token = TOKEN) => `${CART_COOKIE}=0.Standard.${token}`;

function post(fields: Record<string, string>, cookie = cart()) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://app.test${PATH}`, { method: "POST", body, headers: { Cookie: cookie } });
}

async function settle(result: unknown) {
  if (result instanceof Response) {
    return { redirect: result.headers.get("location"), cookie: result.headers.get("set-cookie") ?? "" };
  }
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { data, status: init?.status ?? 200 };
}

const SEPA = {
  paymentMethod: "sepa",
  iban: "DE89 3704 0044 0532 0130 00",
  accountHolder: "Erika Mustermann",
  mandate: "accepted",
};

describe("payment step", () => {
  it("offers the offer's methods and tracks the chosen cart without the token", async () => {
    const page = await loadPaymentStep(
      new Request(`http://app.test${PATH}`, { headers: { Cookie: cart() } }),
      TOKEN,
      context(),
    );
    expect(page).toMatchObject({ available: true, methods: ["sepa", "creditCard", "paypal"], saved: {} });
    if (!page.available) throw new Error("unavailable");
    expect(page.tracking.items.length).toBeGreaterThan(0);
    expect(JSON.stringify(page.tracking)).not.toContain(TOKEN);
  });

  it("checks the IBAN, seals the choice in the payment cookie and goes on to the summary", async () => {
    const result = await settle(await paymentAction(post(SEPA), TOKEN, context()));
    expect(result).toMatchObject({ redirect: `/angebot/${TOKEN}/zusammenfassung` });
    const cookie = "cookie" in result ? (result.cookie?.split(";")[0] ?? "") : "";
    expect(cookie).toMatch(new RegExp(`^${PAYMENT_COOKIE}=`));
    expect(cookie).not.toContain("3704");
    const request = new Request(`http://app.test${PATH}`, { headers: { Cookie: `${cart()}; ${cookie}` } });
    expect(readPaymentChoice(request, TOKEN, DEMO_TEST_CONFIG)).toEqual({
      token: TOKEN,
      method: "sepa",
      sepa: { iban: "DE89370400440532013000", accountHolder: "Erika Mustermann" },
    });
    // Back on the step, the server renders the saved choice and the bank it found.
    const page = await loadPaymentStep(request, TOKEN, context());
    expect(page).toMatchObject({
      saved: { paymentMethod: "sepa", iban: "DE89370400440532013000", accountHolder: "Erika Mustermann" },
      ibanCheck: { ibanFormatted: "DE89 3704 0044 0532 0130 00", bankName: "Commerzbank" },
    });
  });

  it("puts the backend's verdict on a wrong IBAN on the field and keeps every entry", async () => {
    const typed = { ...SEPA, iban: "DE89 3704 0044 0532 0130 01" };
    expect(await settle(await paymentAction(post(typed), TOKEN, context()))).toEqual({
      status: 400,
      data: { status: "invalid", errors: { iban: "checkout.payment.error.iban" }, values: typed, ibanCheck: null },
    });
  });

  it("takes the provider's methods without an account, and refuses a method the offer lacks", async () => {
    const paypal = await settle(await paymentAction(post({ paymentMethod: "paypal" }), TOKEN, context()));
    expect(paypal).toMatchObject({ redirect: `/angebot/${TOKEN}/zusammenfassung` });
    const invoice = await settle(await paymentAction(post({ paymentMethod: "invoice" }), TOKEN, context()));
    expect(invoice).toMatchObject({
      status: 400,
      data: { errors: { paymentMethod: "checkout.payment.error.choose" } },
    });
  });

  it("offers no direct debit and refuses one where the brand has no SEPA creditor: a mandate must name its payee", async () => {
    const noCreditor = () => demoRequestContext(() => demo, { traceId: TRACE, sepaCreditor: null });
    const request = new Request(`http://app.test${PATH}`, { headers: { Cookie: cart() } });
    expect(await loadPaymentStep(request, TOKEN, noCreditor())).toMatchObject({ methods: ["creditCard", "paypal"] });
    expect(await settle(await paymentAction(post(SEPA), TOKEN, noCreditor()))).toMatchObject({
      status: 400,
      data: { errors: { paymentMethod: "checkout.payment.error.choose" } },
    });
  });

  it("shows its own screen when the offer has no payment method", async () => {
    const token = "demo-offer-no-payment-methods-available";
    const request = new Request(`http://app.test/angebot/${token}/zahlung`, { headers: { Cookie: cart(token) } });
    expect(await loadPaymentStep(request, token, context())).toMatchObject({ available: false, token });
  });
});
