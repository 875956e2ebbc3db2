import { afterAll, afterEach, describe, expect, it } from "vitest";
import { demoUnderTest } from "./demo.test-support.ts";
import type { Schemas } from "./http.ts";
import { codeToken } from "./seed/offers.ts";

const demo = demoUnderTest();
afterEach(() => expect(demo.violations).toEqual([]));
afterAll(() => demo.cleanup());

async function call<T>(
  path: string,
  init?: RequestInit & { json?: unknown },
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await demo.call(path, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

const IDENTITY: Schemas["IdentityDocument"] = {
  type: "idCard",
  number: "L01X00T47",
  issuingCountry: "DE",
  expiryDate: "2031-08-31",
};
const SEPA = { iban: "DE89 3704 0044 0532 0130 00", accountHolder: "Erika Mustermann", mandateAccepted: true as const };

async function acceptBody(
  token: string,
  method: Schemas["PaymentMethod"] = "sepa",
): Promise<Schemas["OfferAcceptRequest"]> {
  const { body: offer } = await call<Schemas["OfferPreview"]>(`/api/offer/${token}/preview`);
  const request: Schemas["OfferAcceptRequest"] = {
    paymentMethod: method,
    consents: { termsAccepted: true, privacyNoticeAcknowledged: true },
    acknowledgedDocumentIds: offer.offer.documents.filter((d) => d.mandatory).map((d) => d.id),
  };
  if (method === "sepa") request.sepa = SEPA;
  return request;
}

const accept = async (token: string, json: Schemas["OfferAcceptRequest"]) =>
  call<Schemas["OfferAcceptResult"] & Schemas["ErrorResponse"]>(`/api/offer/accept/${token}`, { method: "POST", json });

const OFFER_CODES: Schemas["OfferErrorCode"][] = [
  "BIRTHDATE_NOT_PRESENT",
  "DOWNTIME",
  "IDENTIFICATIONDATA_MISSING",
  "NO_HARDWARE_STOCK",
  "NO_PAYMENT_METHODS_AVAILABLE",
  "OFFER_ABANDONED_PAYMENT",
  "OFFER_BLOCKED",
  "OFFER_CANCELLED",
  "OFFER_CONSUMED",
  "OFFER_EXPIRED",
  "OFFER_INCOMPATIBLE_STATE",
  "OFFER_MISMATCH",
  "OFFER_TECH_ERROR",
  "OFFER_PAYMENT_WAITFORCAPTURE",
  "PERSONAL_DATA_MISSING",
  "RESERVATION_AMOUNT_CAN_NOT_BE_BLOCKED",
  "RESERVATION_CALL_HOTLINE",
  "RESERVATION_FOUND_NO_ORDER",
  "RESERVATION_RETRY_DOWNTIME",
  "RESERVATION_RETRY_LATER",
  "RESERVATION_RETRY_MODAL",
  "TECHNICAL_PROBLEM",
];

describe("offer codes", () => {
  it("has one token for each of the 22 codes, shown on opening or on ordering", async () => {
    for (const code of OFFER_CODES) {
      const token = codeToken(code);
      const opened = await call<Schemas["ErrorResponse"]>(`/api/offer/verify/${token}`);
      const error = opened.status === 200 ? (await accept(token, await acceptBody(token))).body : opened.body;
      expect(error.code, token).toBe(code);
      expect(error.offerUseCase, token).toBe("Standard");
      expect(error.shopHotline, token).toBe("0800 5200 123");
    }
  });
});

describe("ordering", () => {
  it("orders by direct debit after the missing identity data are saved", async () => {
    const token = "demo-offer-standard";
    const details = await call<Schemas["CustomerDetails"]>(`/api/o2/customer/details/${token}`);
    expect([details.body.personalDataComplete, details.body.identityDataComplete]).toEqual([true, false]);
    expect((await accept(token, await acceptBody(token))).body.code).toBe("IDENTIFICATIONDATA_MISSING");

    const saved = await call<Schemas["CustomerDetails"]>(`/api/o2/customer/details/${token}`, {
      method: "POST",
      json: { identityDocument: IDENTITY },
    });
    expect(saved.body.identityDataComplete).toBe(true);

    const badIban = await accept(token, {
      ...(await acceptBody(token)),
      sepa: { ...SEPA, iban: "DE89370400440532013001" },
    });
    expect(badIban.status).toBe(400);
    expect(badIban.body.errors?.map((e) => e.field)).toEqual(["sepa.iban"]);

    const ordered = await accept(token, await acceptBody(token));
    expect(ordered.status).toBe(200);
    expect(ordered.body.redirect).toEqual({ target: "thankYou", url: `/angebot/${token}/danke` });

    expect((await call<Schemas["ErrorResponse"]>(`/api/offer/verify/${token}`)).body.code).toBe("OFFER_CONSUMED");
    const summary = await call<Schemas["OfferSummary"]>(`/api/offer/summary/${token}`);
    expect(summary.body.order).toMatchObject({
      orderId: ordered.body.orderId,
      paymentMethod: "sepa",
      paymentStatus: "mandate",
    });
    expect(summary.body.order?.ibanMasked).toMatch(/^DE89 \*+/);
    expect(summary.body.ecommerce.payment).toBe("sepa");

    const preview = await call<Schemas["OfferPreview"]>(`/api/offer/${token}/preview`);
    expect([preview.body.offer.state, preview.body.resettable]).toEqual(["ordered", true]);
    const reset = await call<Schemas["OfferPreview"]>(`/api/offer/${token}/preview/reset`, { method: "POST" });
    expect([reset.body.offer.state, reset.body.resettable, reset.body.identityDataComplete]).toEqual([
      "open",
      false,
      false,
    ]);
  });

  it("pays by card at the simulated provider: aborted, reset, then paid", async () => {
    const token = "demo-offer-vvl";
    const first = await accept(token, await acceptBody(token, "creditCard"));
    expect(first.body.redirect.target).toBe("paymentProvider");
    const page = await demo.call(first.body.redirect.url ?? "");
    expect(await page.text()).toContain("Demo-Zahlungsanbieter");
    expect((await call<Schemas["ErrorResponse"]>(`/api/offer/${token}`)).body.code).toBe(
      "OFFER_PAYMENT_WAITFORCAPTURE",
    );

    const aborted = await demo.call(first.body.redirect.url ?? "", {
      method: "POST",
      body: new URLSearchParams({ outcome: "aborted" }),
    });
    expect([aborted.status, aborted.headers.get("location")]).toEqual([303, `/angebot/${token}/danke?payment=aborted`]);
    expect((await call<Schemas["ErrorResponse"]>(`/api/offer/${token}`)).body.code).toBe("OFFER_ABANDONED_PAYMENT");

    const reopened = await call<Schemas["Offer"]>(`/api/offer/${token}`, {
      method: "PATCH",
      json: { reason: "paymentAborted" },
    });
    expect([reopened.status, reopened.body.state]).toEqual([200, "open"]);

    const second = await accept(token, { ...(await acceptBody(token, "paypal")), language: "en" });
    const paid = await demo.call(second.body.redirect.url ?? "", {
      method: "POST",
      body: new URLSearchParams({ outcome: "success" }),
    });
    expect(paid.headers.get("location")).toBe(`/en/angebot/${token}/danke?payment=success`);
    const summary = await call<Schemas["OfferSummary"]>(`/api/offer/summary/${token}`);
    expect(summary.body.order).toMatchObject({ paymentMethod: "paypal", paymentStatus: "captured" });
    expect((await call<Schemas["ErrorResponse"]>(`/api/offer/${token}`, { method: "PATCH", json: {} })).body.code).toBe(
      "OFFER_CONSUMED",
    );
  });

  it("remembers a failed payment", async () => {
    const token = "demo-offer-tm";
    const started = await accept(token, await acceptBody(token, "creditCard"));
    const failed = await demo.call(started.body.redirect.url ?? "", {
      method: "POST",
      body: new URLSearchParams({ outcome: "failed" }),
    });
    expect(failed.headers.get("location")).toBe(`/angebot/${token}/danke?payment=failed`);
    const preview = await call<Schemas["OfferPreview"]>(`/api/offer/${token}/preview`);
    expect([preview.body.offer.state, preview.body.order?.paymentStatus]).toEqual(["paymentFailed", "failed"]);
  });

  it("orders the alternative the customer chose, and its confirmation shows that cart", async () => {
    const token = "demo-offer-tm";
    await call(`/api/offer/${token}/preview/reset`, { method: "POST" });
    const { body: offer } = await call<Schemas["Offer"]>(`/api/offer/${token}`);
    const alternative = offer.alternatives?.[1];
    const offerIds = alternative?.cart.offers.map((item) => item.offerId) ?? [];
    expect(offerIds).toHaveLength(1);
    const base = await acceptBody(token);
    const foreign = await accept(token, { ...base, offerIds: ["OF-999999"] });
    expect(foreign.body.errors?.map((e) => e.field)).toEqual(["offerIds"]);

    const acknowledged = alternative?.documents.filter((d) => d.mandatory).map((d) => d.id) ?? [];
    const ordered = await accept(token, { ...base, offerIds, acknowledgedDocumentIds: acknowledged });
    expect(ordered.status).toBe(200);
    const summary = await call<Schemas["OfferSummary"]>(`/api/offer/summary/${token}`);
    expect(summary.body.cart.offers.map((item) => [item.offerId, item.kind])).toEqual([[offerIds[0], "yellow_tm"]]);
    expect(summary.body.documents.map((d) => d.url)).toEqual(alternative?.documents.map((d) => d.url));
    expect(summary.body.ecommerce.products.map((p) => p.id)).toEqual(
      alternative?.cart.offers[0]?.ecommerce.products.map((p) => p.id),
    );
  });

  it("offers every advertising channel of an offer's customer, none granted yet", async () => {
    const consent = await call<Schemas["Consent"]>("/api/consent/demo-offer-tm");
    expect(consent.status).toBe(200);
    expect(consent.body.permissions).toEqual([
      { channel: "email", granted: false },
      { channel: "phone", granted: false },
      { channel: "sms", granted: false },
      { channel: "letter", granted: false },
    ]);
    expect((await call("/api/consent/no-such-offer")).status).toBe(404);
  });

  it("refuses a payment method the offer does not offer, and unacknowledged documents", async () => {
    const token = "demo-offer-sim-only";
    const card = await accept(token, await acceptBody(token, "creditCard"));
    expect(card.body.errors?.map((e) => e.field)).toEqual(["paymentMethod"]);
    const unread = await accept(token, { ...(await acceptBody(token)), acknowledgedDocumentIds: [] });
    expect(unread.body.errors?.map((e) => e.field)).toEqual(["acknowledgedDocumentIds"]);
  });

  it("asks a new customer for personal data before ordering", async () => {
    const token = "demo-offer-novum";
    expect((await accept(token, await acceptBody(token))).body.code).toBe("BIRTHDATE_NOT_PRESENT");
    const personalData: Schemas["PersonalData"] = {
      salutation: "herr",
      firstName: "Max",
      lastName: "Mustermann",
      birthDate: "2010-01-01",
      email: "max@example.de",
      phoneNumber: "0176 1234567",
      address: {
        street: "Zeil",
        houseNumber: "1",
        postalCode: "60313",
        city: "Frankfurt am Main",
        country: "DE",
        state: "validated",
      },
    };
    const young = await call<Schemas["ErrorResponse"]>(`/api/o2/customer/details/${token}`, {
      method: "POST",
      json: { personalData },
    });
    expect(young.body.errors).toEqual([
      expect.objectContaining({ field: "personalData.birthDate", code: "TOO_YOUNG" }),
    ]);
    const expired = await call<Schemas["ErrorResponse"]>(`/api/o2/customer/details/${token}`, {
      method: "POST",
      json: { identityDocument: { ...IDENTITY, expiryDate: "2020-01-01" } },
    });
    expect(expired.body.errors?.[0]?.field).toBe("identityDocument.expiryDate");
    const adult = await call<Schemas["CustomerDetails"]>(`/api/o2/customer/details/${token}`, {
      method: "POST",
      json: { personalData: { ...personalData, birthDate: "1990-01-01" } },
    });
    expect(adult.body.personalDataComplete).toBe(true);
    expect((await accept(token, await acceptBody(token))).body.code).toBe("IDENTIFICATIONDATA_MISSING");
  });
});

describe("private copies", () => {
  it("`<token>~<name>` is the same offer with its own state: ordering the copy leaves the original open", async () => {
    const copy = "demo-offer-dps-vvl~copy1";
    const { status, body: offer } = await call<Schemas["Offer"]>(`/api/offer/${copy}`);
    expect(status).toBe(200);
    expect(offer.token).toBe(copy);
    expect(offer.kind).toBe("offer_dps_vvl");
    expect(offer.documents[0]?.url).toContain(`/${copy}/`);
    const ordered = await accept(copy, await acceptBody(copy));
    expect(ordered.status).toBe(200);
    expect((await call<Schemas["ErrorResponse"]>(`/api/offer/verify/${copy}`)).body.code).toBe("OFFER_CONSUMED");
    expect((await call<Schemas["OfferVerification"]>("/api/offer/verify/demo-offer-dps-vvl")).body.state).toBe("open");
  });

  it("needs a known offer before the tilde and a short plain name after it", async () => {
    for (const token of [
      "demo-offer-nope~a",
      "demo-offer-tm~",
      "demo-offer-tm~a.b",
      `demo-offer-tm~${"a".repeat(33)}`,
    ]) {
      expect((await call(`/api/offer/${token}`)).status, token).toBe(404);
    }
  });
});
