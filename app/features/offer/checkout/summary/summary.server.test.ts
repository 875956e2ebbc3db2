import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_TEST_CONFIG, demoRequestContext } from "~/platform/config/demo-context.test-support";
import { type DemoUnderTest, demoUnderTest } from "../../../../../demo-api/demo.test-support.ts";
import { CART_COOKIE } from "../cart-cookie";
import { PAYMENT_COOKIE, sealPaymentChoice } from "../payment-cookie.server";
import { loadThanksPage, type OrderedPageData } from "../thanks/thanks.server";
import { loadSummaryPage, otherFacts, summaryAction } from "./summary.server";

let demo: DemoUnderTest;
let accepts: Request[];
beforeEach(() => {
  demo = demoUnderTest();
  accepts = [];
});
afterEach(() => demo.cleanup());

const context = () =>
  demoRequestContext(() => demo, {
    traceId: "00000000-0000-4000-8000-000000000042",
    onRequest: (request) => {
      if (request.url.includes("/api/offer/accept/")) accepts.push(request.clone());
    },
  });

const SEPA = { iban: "DE89370400440532013000", accountHolder: "Erika Mustermann" };

function cookies(token: string, choice = 0, method: "sepa" | "creditCard" = "sepa") {
  const payment = sealPaymentChoice(
    { token, method, ...(method === "sepa" ? { sepa: SEPA } : {}) },
    DEMO_TEST_CONFIG.cookieSecrets[0],
  );
  return `${CART_COOKIE}=${choice}.Standard.${token}; ${PAYMENT_COOKIE}=${payment}`;
}

const page = (token: string, cookie: string, query = "") =>
  new Request(`http://app.test/angebot/${token}/zusammenfassung${query}`, { headers: { Cookie: cookie } });

function post(token: string, cookie: string, fields: Record<string, string>) {
  return new Request(`http://app.test/angebot/${token}/zusammenfassung`, {
    method: "POST",
    headers: { Cookie: cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function settle<T>(pending: Promise<T>): Promise<T | Response> {
  try {
    return await pending;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const CONSENTS = { termsAccepted: "yes", privacyNoticeAcknowledged: "yes", idempotencyKey: "attempt-0001-key" };

describe("summary loader", () => {
  it("shows the chosen cart, the masked IBAN, the unticked channels and a fresh order key", async () => {
    const loaded = (await loadSummaryPage(
      page("demo-offer-tm", cookies("demo-offer-tm", 2)),
      "demo-offer-tm",
      context(),
    )) as Extract<Awaited<ReturnType<typeof loadSummaryPage>>, { status: "ready" }>;
    expect(loaded.status).toBe("ready");
    expect([loaded.choiceIndex, loaded.choice.kind]).toEqual([2, "yellow_tm"]);
    expect(loaded.payment).toEqual({
      method: "sepa",
      ibanMasked: "DE89 **** **** **** **30 00",
      accountHolder: SEPA.accountHolder,
    });
    expect(JSON.stringify(loaded)).not.toContain(SEPA.iban);
    expect(loaded.channels).toEqual(["email", "phone", "sms", "letter"]);
    expect(loaded.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The saved nationality (a code) as the page's language names it.
    expect(loaded.details?.personalData?.nationality).toBe("DE");
    expect(loaded.details?.nationalityName).toBe("Deutschland");
    // Every plain field the customer has is one the page words itself.
    expect(loaded.details?.otherFacts).toEqual([]);
  });

  it("without a payment choice goes back to zahlung", async () => {
    const outcome = await settle(
      loadSummaryPage(page("demo-offer-tm", `${CART_COOKIE}=0.Standard.demo-offer-tm`), "demo-offer-tm", context()),
    );
    expect((outcome as Response).headers.get("Location")).toBe("/angebot/demo-offer-tm/zahlung");
  });

  it("sends a saved direct debit back to zahlung, and orders nothing, once the brand has no SEPA creditor", async () => {
    const noCreditor = demoRequestContext(() => demo, {
      traceId: "00000000-0000-4000-8000-000000000043",
      sepaCreditor: null,
      onRequest: (request) => {
        if (request.url.includes("/api/offer/accept/")) accepts.push(request.clone());
      },
    });
    const cookie = cookies("demo-offer-tm");
    const loaded = await settle(loadSummaryPage(page("demo-offer-tm", cookie), "demo-offer-tm", noCreditor));
    expect((loaded as Response).headers.get("Location")).toBe("/angebot/demo-offer-tm/zahlung");
    const fields = { ...CONSENTS, idempotencyKey: "attempt-0009-key" };
    const posted = await settle(summaryAction(post("demo-offer-tm", cookie, fields), "demo-offer-tm", noCreditor));
    expect((posted as Response).headers.get("Location")).toBe("/angebot/demo-offer-tm/zahlung");
    expect(accepts).toEqual([]);
  });
});

describe("summary action", () => {
  it("asks for the required boxes and sends nothing", async () => {
    const result = await summaryAction(
      post("demo-offer-tm", cookies("demo-offer-tm"), { idempotencyKey: "attempt-0001-key" }),
      "demo-offer-tm",
      context(),
    );
    expect((result as { data: unknown }).data).toMatchObject({
      status: "invalid",
      errors: { termsAccepted: "checkout.summary.terms.required" },
    });
    expect(accepts).toEqual([]);
  });

  it("orders the chosen alternative with the form's key and leads to danke, which confirms and forgets the cart", async () => {
    const token = "demo-offer-tm";
    const outcome = await settle(summaryAction(post(token, cookies(token, 2), CONSENTS), token, context()));
    expect((outcome as Response).headers.get("Location")).toBe(`/angebot/${token}/danke`);
    expect(accepts.map((r) => r.headers.get("Idempotency-Key"))).toEqual(["attempt-0001-key"]);
    const body = (await accepts[0]?.json()) as { offerIds: string[]; sepa: { mandateAccepted: boolean } };
    expect([body.offerIds, body.sepa.mandateAccepted]).toEqual([["OF-100117"], true]);

    const note = (outcome as Response).headers.get("Set-Cookie")?.split(";")[0] ?? "";
    const thanks = await loadThanksPage(
      new Request(`http://app.test/angebot/${token}/danke`, { headers: { Cookie: note } }),
      token,
      context(),
    );
    expect(thanks.data).toMatchObject({ status: "ordered", redirectedFromPaymentProvider: false });
    expect((thanks.data as OrderedPageData).summary.cart.offers.map((o) => o.kind)).toEqual(["yellow_tm"]);
    expect(new Headers(thanks.init?.headers).get("Set-Cookie")).toMatch(/offer_choice=;.*offer_payment=;/);
  });

  it("a 503 on accept is retried once with the same key and orders once", async () => {
    const token = "demo-offer-vvl";
    demo.app.request("/__demo/faults", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ method: "POST", path: `/api/offer/accept/${token}`, status: 503 }),
    });
    const outcome = await settle(summaryAction(post(token, cookies(token), CONSENTS), token, context()));
    expect((outcome as Response).headers.get("Location")).toBe(`/angebot/${token}/danke`);
    expect(accepts.map((r) => r.headers.get("Idempotency-Key"))).toEqual(["attempt-0001-key", "attempt-0001-key"]);
  });

  it("a reservation code leads to its error page; a payment abort leads to danke's way back to the summary", async () => {
    const failing = "demo-offer-reservation-retry-later";
    const outcome = await settle(summaryAction(post(failing, cookies(failing), CONSENTS), failing, context()));
    expect((outcome as Response).headers.get("Location")).toBe(
      `/angebot/${failing}/fehler?code=RESERVATION_RETRY_LATER`,
    );

    const token = "demo-offer-dps-vvl";
    const provider = await settle(
      summaryAction(
        post(token, cookies(token, 0, "creditCard"), { ...CONSENTS, idempotencyKey: "attempt-0002-key" }),
        token,
        context(),
      ),
    );
    const session = (provider as Response).headers.get("Location") ?? "";
    expect(session).toMatch(/^\/__demo\/payment\//);
    await demo.call(session, { method: "POST", body: new URLSearchParams({ outcome: "aborted" }) });
    const back = await loadThanksPage(
      new Request(`http://app.test/angebot/${token}/danke?payment=aborted`),
      token,
      context(),
    );
    expect(back.data).toEqual({ status: "paymentEnded", outcome: "aborted" });
  });
});

describe("the personal data's other facts", () => {
  it("list a saved plain field the page does not word itself by its label or fact, never an empty one", () => {
    const title = { name: "title", label: "checkout.personal.field.city", view: { section: "contact" } } as const;
    const named = {
      ...title,
      name: "nickname",
      view: { section: "contact", fact: "checkout.personal.field.street" },
    } as const;
    const email = { name: "email", label: "checkout.personal.field.email", view: { section: "contact" } } as const;
    const saved = { title: "Dr.", nickname: "", email: "e@example.de" } as never;
    expect(otherFacts(saved, [title, named, email])).toEqual([{ label: "checkout.personal.field.city", value: "Dr." }]);
    expect(otherFacts({ ...(saved as object), nickname: "Eri" } as never, [named])).toEqual([
      { label: "checkout.personal.field.street", value: "Eri" },
    ]);
    expect(otherFacts(undefined)).toEqual([]);
  });
});
