import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { demoRequestContext } from "~/platform/config/demo-context.test-support";
import { type DemoUnderTest, demoUnderTest } from "../../../../../demo-api/demo.test-support.ts";
import { CART_COOKIE } from "../cart-cookie";
import { guardCheckoutStep } from "../checkout-guard.server";
import { identityAction, loadIdentityStep } from "./identity.server";

// The identity step's loader and action against the demo backend in memory.
let demo: DemoUnderTest;
beforeEach(() => {
  demo = demoUnderTest(() => new Date());
});
afterEach(() => demo.cleanup());

const TOKEN = "demo-offer-standard";
const PATH = `/angebot/${TOKEN}/ausweisdaten`;
const context = (lang: "de" | "en" = "de") =>
  demoRequestContext(() => demo, { lang, traceId: "00000000-0000-4000-8000-000000000020" });
const headers = { Cookie: `${CART_COOKIE}=0.Standard.${TOKEN}` };

function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://app.test${PATH}`, { method: "POST", body, headers });
}

const VALID = {
  documentType: "passport",
  documentNumber: "c01x 00t47",
  issuingCountry: "AT",
  issuingAuthority: "Stadt Wien",
  expiryDate: "31.08.2031",
};

async function settle(result: unknown) {
  if (result instanceof Response) return { redirect: result.headers.get("location") };
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { data, status: init?.status ?? 200 };
}

describe("identity step", () => {
  it("renders with Germany first and no document yet for the prefilled customer", async () => {
    const page = await loadIdentityStep(new Request(`http://app.test${PATH}`, { headers }), TOKEN, context());
    expect(page.saved).toEqual({ issuingCountry: "DE" });
    expect(page.countries[0]).toEqual({ id: "DE", label: "Deutschland" });
    expect(page.countries.some((c) => c.id === "TR")).toBe(true);
  });

  it("saves the document in the contract's form and goes on to the payment step", async () => {
    expect(await settle(await identityAction(post(VALID), TOKEN, context()))).toEqual({
      redirect: `/angebot/${TOKEN}/zahlung`,
    });
    const details = await (await demo.call(`/api/o2/customer/details/${TOKEN}`)).json();
    expect(details.identityDocument).toEqual({
      type: "passport",
      number: "C01X00T47",
      issuingCountry: "AT",
      issuingAuthority: "Stadt Wien",
      expiryDate: "2031-08-31",
    });
    // The later step's guard now lets the customer through, and the form comes back prefilled.
    const next = new Request(`http://app.test/angebot/${TOKEN}/zahlung`, { headers });
    await expect(guardCheckoutStep(next, TOKEN, "payment", context())).resolves.toMatchObject({ token: TOKEN });
    const page = await loadIdentityStep(new Request(`http://app.test${PATH}`, { headers }), TOKEN, context("en"));
    expect(page.saved).toMatchObject({ documentNumber: "C01X00T47", expiryDate: "08/31/2031" });
  });

  it("answers the rules' problems on their fields and keeps what was typed", async () => {
    const typed = { ...VALID, documentNumber: "AB-1", expiryDate: "01.01.2001" };
    const result = await settle(await identityAction(post(typed), TOKEN, context()));
    expect(result).toEqual({
      status: 400,
      data: {
        status: "invalid",
        errors: {
          documentNumber: "checkout.identity.error.documentNumber",
          expiryDate: "checkout.identity.error.expired",
        },
        values: typed,
      },
    });
  });

  it("keeps the entries when the backend fails, and sends nothing without a cart", async () => {
    await demo.call("/__demo/faults", {
      method: "POST",
      json: { method: "POST", path: `/api/o2/customer/details/${TOKEN}`, status: 503, times: 5 },
    });
    const failed = await settle(await identityAction(post(VALID), TOKEN, context()));
    expect(failed).toMatchObject({
      status: 502,
      data: { status: "failed", message: "checkout.identity.error.saveFailed", values: VALID },
    });
    const noCart = new Request(`http://app.test${PATH}`, { method: "POST", body: new FormData() });
    await expect(identityAction(noCart, TOKEN, context())).rejects.toMatchObject({ status: 302 });
  });
});
