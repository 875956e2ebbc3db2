import { afterAll, afterEach, describe, expect, it } from "vitest";
import { demoUnderTest } from "./demo.test-support.ts";
import type { Schemas } from "./http.ts";
import { sumPeriod } from "./money.ts";
import { readPdfText } from "./pdf/read-pdf-text.ts";
import { kindToken } from "./seed/offers.ts";

const demo = demoUnderTest();
afterEach(() => expect(demo.violations).toEqual([]));
afterAll(() => demo.cleanup());

async function body<T>(path: string, init?: RequestInit & { json?: unknown }): Promise<{ status: number; body: T }> {
  const response = await demo.call(path, init);
  return { status: response.status, body: (await response.json()) as T };
}

const KINDS: Schemas["OfferKind"][] = [
  "offer",
  "orange",
  "orange_tm",
  "orange_vvl",
  "yellow",
  "yellow_tm",
  "yellow_vvl",
  "greenApm",
  "greenApm_tm",
  "greenApm_vvl",
  "dealer_correction",
  "offer_tm",
  "offer_vvl",
  "offer_coc",
  "offer_dps",
  "offer_dps_vvl",
  "green_idv",
  "green_idv_vvl",
  "green_idv_tm",
  "green_idv_otp",
  "green_idv_vvl_otp",
  "green_idv_tm_otp",
];

describe("offers", () => {
  it("has an offer for every offer kind", async () => {
    for (const kind of KINDS) {
      const { status, body: offer } = await body<Schemas["Offer"]>(`/api/offer/${kindToken(kind)}`);
      expect(status, kind).toBe(200);
      expect(offer.kind).toBe(kind);
      expect(offer.cart.offers.every((item) => item.kind === kind)).toBe(true);
      expect(offer.identification !== undefined, kind).toBe(kind.startsWith("green_idv"));
      if (kind.endsWith("_otp")) expect(offer.identification?.otp).toBe(true);
    }
  });

  it("sells hardware with colours and capacities, a tariff with discount and packs with device insurance", async () => {
    const { body: offer } = await body<Schemas["Offer"]>("/api/offer/demo-offer-standard");
    const [item] = offer.cart.offers;
    expect(item?.hardware?.colors.length).toBeGreaterThan(1);
    expect(item?.hardware?.capacities.length).toBeGreaterThan(1);
    expect(item?.hardware?.colors).toContainEqual(item?.hardware?.color);
    expect(item?.tariff?.priceItems.some((p) => p.type === "discount" && p.amount < 0 && p.durationMonths)).toBe(true);
    expect(item?.packs.some((p) => p.type === "deviceInsurance" && p.contractItemKind === "DeviceInsurance")).toBe(
      true,
    );
    expect(offer.cart.productTypes).toContain("MyHandy");
    expect(offer.paymentMethods).toEqual(["sepa", "creditCard", "paypal"]);
  });

  it("adds up every price item into the monthly and one-time totals", async () => {
    const { body: offer } = await body<Schemas["Offer"]>("/api/offer/demo-offer-bundle");
    expect(offer.cart.offers).toHaveLength(2);
    for (const item of offer.cart.offers) {
      const all = [
        ...(item.hardware?.priceItems ?? []),
        ...(item.tariff?.priceItems ?? []),
        ...item.packs.flatMap((p) => p.priceItems),
        ...item.priceItems,
      ];
      expect(item.totals.monthly.amount).toBe(sumPeriod(all, "monthly"));
      expect(item.totals.once.amount).toBe(sumPeriod(all, "once"));
      expect(item.bundleKind).toBe("bundle");
    }
    expect(offer.cart.offers[1]?.tariff?.lineTechnology).toBe("ftth");
  });

  it("tells the downtime window", async () => {
    const { status, body: error } = await body<Schemas["ErrorResponse"]>("/api/offer/demo-offer-downtime");
    expect(status).toBe(503);
    expect(new Date(error.downtime?.until ?? 0).getTime()).toBeGreaterThan(
      new Date(error.downtime?.from ?? 0).getTime(),
    );
  });

  it("expires an offer by date, relative to now", async () => {
    const { status, body: error } = await body<Schemas["ErrorResponse"]>("/api/offer/demo-offer-expired");
    expect([status, error.code]).toEqual([410, "OFFER_EXPIRED"]);
    const { body: preview } = await body<Schemas["OfferPreview"]>("/api/offer/demo-offer-expired/preview");
    expect(preview.offer.state).toBe("expired");
  });

  it("answers 401 without login, and lets in a bearer from the code exchange", async () => {
    expect((await demo.call("/api/offer/demo-offer-login")).status).toBe(401);
    expect((await demo.call("/api/auth/token?code=999999")).status).toBe(401);
    const { body: auth } = await body<Schemas["AuthToken"]>("/api/auth/token?code=123456");
    expect(auth.tokenType).toBe("Bearer");
    const authorized = await demo.call("/api/offer/demo-offer-login", {
      headers: { authorization: `Bearer ${auth.accessToken}` },
    });
    expect(authorized.status).toBe(200);
    const wrong = await demo.call("/api/offer/demo-offer-login", { headers: { authorization: "Bearer forged" } });
    expect(wrong.status).toBe(401);
  });

  it("answers 403, 404 and 500 in the error shape", async () => {
    expect((await body<Schemas["ErrorResponse"]>("/api/offer/demo-offer-forbidden")).body.code).toBe("FORBIDDEN");
    const missing = await body<Schemas["ErrorResponse"]>("/api/offer/verify/no-such-offer");
    expect([missing.status, missing.body.code]).toEqual([404, "NOT_FOUND"]);
    const broken = await body<Schemas["ErrorResponse"]>("/api/offer/demo-offer-server-error");
    expect([broken.status, broken.body.code]).toEqual([500, "INTERNAL_ERROR"]);
  });

  it("tells how far the customer got", async () => {
    const { body: standard } = await body<Schemas["OfferVerification"]>("/api/offer/verify/demo-offer-standard");
    expect([standard.personalDataComplete, standard.identityDataComplete]).toEqual([true, false]);
    const { body: novum } = await body<Schemas["OfferVerification"]>("/api/offer/verify/demo-offer-novum");
    expect([novum.offerUseCase, novum.personalDataComplete]).toEqual(["Novum", false]);
  });

  it("resolves the Novum entry to its offer", async () => {
    const { body: entry } = await body<Schemas["NovumEntry"]>("/api/entry/novum?id=demo-novum");
    expect(entry).toMatchObject({
      offerUseCase: "Novum",
      offerToken: "demo-offer-novum",
      redirect: { url: "/angebot/demo-offer-novum" },
    });
    expect((await demo.call("/api/entry/novum?id=demo-novum-expired")).status).toBe(410);
    expect((await demo.call("/api/entry/novum?id=nope")).status).toBe(404);
  });
});

describe("offer documents", () => {
  it("serves every listed document as a real PDF with the offer's prices", async () => {
    const { body: offer } = await body<Schemas["Offer"]>("/api/offer/demo-offer-standard");
    expect(offer.documents.map((d) => d.type)).toEqual([
      "contractSummary",
      "precontractualInformation",
      "termsAndConditions",
      "withdrawalPolicy",
    ]);
    for (const document of offer.documents) {
      const response = await demo.call(document.url);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const text = readPdfText(new Uint8Array(await response.arrayBuffer()));
      expect(text).toContain(document.title);
      expect(text).toContain(`Monatlich: ${offer.cart.offers[0]?.totals.monthly.formatted}`);
    }
  });

  it("offers the alternatives of an initial offer in its variant, each with its own documents", async () => {
    const { body: offer } = await body<Schemas["Offer"]>("/api/offer/demo-offer-vvl");
    const alternatives = offer.alternatives ?? [];
    expect(alternatives.map((a) => a.kind)).toEqual(["orange_vvl", "yellow_vvl", "greenApm_vvl"]);
    const ids = [...offer.cart.offers, ...alternatives.flatMap((a) => a.cart.offers)].map((o) => o.offerId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const alternative of alternatives) {
      const [item] = alternative.cart.offers;
      expect(item?.kind).toBe(alternative.kind);
      const summary = alternative.documents.find((d) => d.type === "contractSummary");
      expect(summary?.url).toContain(`/${item?.offerId}/`);
      const response = await demo.call(summary?.url ?? "");
      const text = readPdfText(new Uint8Array(await response.arrayBuffer()));
      expect(text).toContain(`Monatlich: ${item?.totals.monthly.formatted}`);
    }
    const { body: alone } = await body<Schemas["Offer"]>("/api/offer/demo-offer-sim-only");
    expect(alone.alternatives).toBeUndefined();
  });

  it("refuses a document of another offer, and unknown documents", async () => {
    const mismatch = await body<Schemas["ErrorResponse"]>(
      "/api/offer/documents/demo-offer-standard/OF-999999/contract-summary",
    );
    expect([mismatch.status, mismatch.body.code]).toEqual([409, "OFFER_MISMATCH"]);
    expect((await demo.call("/api/offer/documents/demo-offer-standard/OF-100001/nope")).status).toBe(404);
  });
});
