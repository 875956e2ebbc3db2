import { describe, expect, it } from "vitest";
import { OfferError } from "~/platform/api";
import { resolveErrorState } from "./error-page-state";

const DOWNTIME = { from: "2025-11-21T19:00:00Z", until: "2025-11-21T21:30:00Z" };
const accessError = (code: string, status: number, extra: Partial<OfferError> = {}) =>
  new OfferError("NotAccessible", { status, code, fieldErrors: [], ...extra });

describe("resolveErrorState", () => {
  it("shows what the live check failed with, whatever the address says", () => {
    const live = {
      ok: false as const,
      error: accessError("DOWNTIME", 503, {
        downtime: DOWNTIME,
        shopHotline: "0800 5200 123",
        offerUseCase: "Standard",
      }),
    };
    for (const asked of [null, "OFFER_EXPIRED", "RESERVATION_RETRY_LATER"] as const) {
      expect(resolveErrorState(asked, live)).toEqual({
        group: "downtime",
        reason: "DOWNTIME",
        status: 503,
        offerUseCase: "Standard",
        shopHotline: "0800 5200 123",
        downtime: DOWNTIME,
        retry: true,
      });
    }
  });

  it("mirrors the backend's status for the kinds without a code", () => {
    const notFound = new OfferError("NotFound", { status: 404, code: "NOT_FOUND", fieldErrors: [] });
    expect(resolveErrorState(null, { ok: false, error: notFound })).toMatchObject({
      group: "notFound",
      reason: "NotFound",
      status: 404,
      retry: false,
    });
    const unexpected = new OfferError("Unexpected", { status: 502, fieldErrors: [] });
    expect(resolveErrorState("NotFound", { ok: false, error: unexpected })).toMatchObject({
      group: "unexpected",
      status: 502,
      retry: true,
    });
    // A failure without any status (network) is still an error page, never a 200.
    expect(resolveErrorState(null, { ok: false, error: new OfferError("Unexpected") }).status).toBe(502);
  });

  it("answers a backend failure as a gateway: 502, never our own 500; 503 for a downtime", () => {
    const failed = (status: number, code?: string) =>
      resolveErrorState(null, {
        ok: false,
        error: new OfferError(code ? "NotAccessible" : "Unexpected", {
          status,
          ...(code ? { code } : {}),
          fieldErrors: [],
        }),
      }).status;
    expect([failed(500), failed(503), failed(429), failed(504)]).toEqual([502, 502, 502, 502]);
    expect([failed(500, "OFFER_TECH_ERROR"), failed(500, "TECHNICAL_PROBLEM"), failed(503, "DOWNTIME")]).toEqual([
      502, 502, 503,
    ]);
    expect(failed(409, "OFFER_CONSUMED")).toBe(409);
  });

  it("keeps a later step's code when the server's check only lacks the customer's login", () => {
    const unauthorized = new OfferError("Unauthorized", { status: 401, code: "UNAUTHORIZED", fieldErrors: [] });
    expect(resolveErrorState("RESERVATION_RETRY_LATER", { ok: false, error: unauthorized })).toMatchObject({
      group: "reservationRetryLater",
      status: 422,
    });
    expect(resolveErrorState(null, { ok: false, error: unauthorized })).toMatchObject({
      group: "unauthorized",
      status: 401,
      retry: false,
    });
  });

  it("keeps a failed reset's text while the offer is still in the payment state the reset was to leave", () => {
    const abandoned = { ok: false as const, error: accessError("OFFER_ABANDONED_PAYMENT", 409) };
    expect(resolveErrorState("OfferResetFailed", abandoned)).toMatchObject({
      group: "resetFailed",
      reason: "OfferResetFailed",
      status: 502,
      retry: true,
    });
    // Any other state is the truth: the offer was ordered or has expired since.
    const consumed = { ok: false as const, error: accessError("OFFER_CONSUMED", 409) };
    expect(resolveErrorState("OfferResetFailed", consumed)).toMatchObject({ group: "consumed", status: 409 });
    expect(resolveErrorState(null, abandoned)).toMatchObject({ group: "abandonedPayment", status: 409 });
  });

  it("shows a later step's code when the offer itself is fine", () => {
    expect(resolveErrorState("RESERVATION_RETRY_LATER", { ok: true, offerUseCase: "Novum" })).toEqual({
      group: "reservationRetryLater",
      reason: "RESERVATION_RETRY_LATER",
      status: 422,
      offerUseCase: "Novum",
      shopHotline: null,
      downtime: null,
      retry: true,
    });
  });

  it("treats a state code the live check would report as stale when the check passes (old link, crafted address)", () => {
    for (const asked of ["OFFER_EXPIRED", "OFFER_CONSUMED", "Unauthorized", "NotFound"] as const) {
      expect(resolveErrorState(asked, { ok: true, offerUseCase: "Standard" })).toMatchObject({
        group: "available",
        status: 200,
      });
    }
  });

  it("says the offer is available when nothing went wrong", () => {
    expect(resolveErrorState(null, { ok: true, offerUseCase: "Standard" })).toEqual({
      group: "available",
      reason: null,
      status: 200,
      offerUseCase: "Standard",
      shopHotline: null,
      downtime: null,
      retry: false,
    });
  });

  it("without a token shows the code's text, or the general one", () => {
    expect(resolveErrorState("OFFER_BLOCKED", null)).toMatchObject({ group: "blocked", status: 423 });
    expect(resolveErrorState(null, null)).toMatchObject({ group: "general", reason: null, status: 200 });
  });
});
