import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { demoRequestContext } from "~/platform/config/demo-context.test-support";
import type { Language } from "~/platform/i18n/languages";
import { type DemoUnderTest, demoUnderTest } from "../../../../demo-api/demo.test-support.ts";
import { CART_COOKIE } from "./cart-cookie";
import { guardCheckoutStep } from "./checkout-guard.server";
import type { CheckoutStep } from "./steps";

let demo: DemoUnderTest;
beforeEach(() => {
  demo = demoUnderTest();
});
afterEach(() => demo.cleanup());

const context = (lang: Language = "de") =>
  demoRequestContext(() => demo, { lang, traceId: "00000000-0000-4000-8000-000000000010" });

function request(token: string, cookie: string | null) {
  return new Request(`http://app.test/angebot/${token}/meine-daten`, {
    headers: cookie ? { Cookie: `${CART_COOKIE}=${cookie}` } : {},
  });
}

/** The redirect a guard threw (its Location), or "render" when the step may render. */
async function outcome(token: string, step: CheckoutStep, cookie: string | null, lang?: Language) {
  try {
    await guardCheckoutStep(request(token, cookie), token, step, context(lang));
    return "render";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location");
    throw thrown;
  }
}

describe("guardCheckoutStep", () => {
  it("renders the steps of an offer with a chosen cart and complete data", async () => {
    // The prefilled customer has personal data but no identity document yet.
    expect(await outcome("demo-offer-standard", "personalData", "0.Standard.demo-offer-standard")).toBe("render");
    expect(await outcome("demo-offer-standard", "identityData", "1.Standard.demo-offer-standard")).toBe("render");
  });

  it("has-cart: no cart, or another offer's, leads to the offer page in the page's language", async () => {
    expect(await outcome("demo-offer-standard", "payment", null)).toBe("/angebot/demo-offer-standard");
    expect(await outcome("demo-offer-standard", "personalData", "0.Novum.demo-offer-novum", "en")).toBe(
      "/en/angebot/demo-offer-standard",
    );
  });

  it("check-offer-personal-data: a missing identity document leads back to ausweisdaten", async () => {
    expect(await outcome("demo-offer-standard", "payment", "0.Standard.demo-offer-standard")).toBe(
      "/angebot/demo-offer-standard/ausweisdaten",
    );
    expect(await outcome("demo-offer-standard", "summary", null, "tr")).toBe(
      "/tr/angebot/demo-offer-standard/ausweisdaten",
    );
  });

  it("an offer that cannot be accessed leads to its error page with the code", async () => {
    expect(await outcome("demo-offer-expired", "payment", "0.Standard.demo-offer-expired")).toBe(
      "/angebot/demo-offer-expired/fehler?code=OFFER_EXPIRED",
    );
    expect(await outcome("demo-offer-unknown", "summary", null)).toBe(
      "/angebot/demo-offer-unknown/fehler?code=NotFound",
    );
  });

  it("a malformed token never reaches the backend", async () => {
    expect(await outcome("a%3Cb%3E", "summary", null)).toBe("/angebot/fehler?code=NotFound");
  });
});
