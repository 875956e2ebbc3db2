import { describe, expect, it } from "vitest";
import { CATALOGUES } from "~/messages";
import { OFFER_ERROR_CODES, OFFER_ERROR_MESSAGES } from "~/platform/api";
import { readReason } from "../error-path";
import { errorGroupOf, OFFER_ERROR_REASONS, offersRetry, statusOf } from "./error-groups";

describe("offer error groups", () => {
  it("cover every code of the contract and every kind of the catalogue", () => {
    const expected = [...OFFER_ERROR_CODES, ...Object.keys(OFFER_ERROR_MESSAGES)].sort();
    expect([...OFFER_ERROR_REASONS].sort()).toEqual(expected);
    expect(OFFER_ERROR_REASONS).toHaveLength(22 + 10);
    // Each reason the page can be told is also one the address can carry.
    for (const reason of OFFER_ERROR_REASONS) expect(readReason(reason)).toBe(reason);
  });

  it("give each state and failure its own text, and share a text only where the cause is the same", () => {
    expect(errorGroupOf("OFFER_EXPIRED")).toBe("expired");
    expect(errorGroupOf("OFFER_CONSUMED")).toBe("consumed");
    expect(errorGroupOf("OFFER_CANCELLED")).toBe("cancelled");
    expect(errorGroupOf("OFFER_BLOCKED")).toBe("blocked");
    expect(errorGroupOf("OFFER_ABANDONED_PAYMENT")).toBe("abandonedPayment");
    expect(errorGroupOf("OFFER_INCOMPATIBLE_STATE")).toBe("incompatibleState");
    expect(errorGroupOf("OFFER_PAYMENT_WAITFORCAPTURE")).toBe("waitingForCapture");
    expect(errorGroupOf("RESERVATION_CALL_HOTLINE")).toBe("reservationHotline");
    expect(errorGroupOf("RESERVATION_RETRY_LATER")).toBe("reservationRetryLater");
    expect(errorGroupOf("RESERVATION_RETRY_MODAL")).toBe("reservationRetryLater");
    expect(errorGroupOf("RESERVATION_RETRY_DOWNTIME")).toBe("reservationRetryDowntime");
    expect(errorGroupOf("RESERVATION_AMOUNT_CAN_NOT_BE_BLOCKED")).toBe("reservationAmount");
    expect(errorGroupOf("RESERVATION_FOUND_NO_ORDER")).toBe("reservationNoOrder");
    expect(errorGroupOf("DOWNTIME")).toBe("downtime");
    expect(errorGroupOf("OFFER_TECH_ERROR")).toBe("technical");
    expect(errorGroupOf("TECHNICAL_PROBLEM")).toBe("technical");
    for (const code of ["BIRTHDATE_NOT_PRESENT", "IDENTIFICATIONDATA_MISSING", "PERSONAL_DATA_MISSING"] as const) {
      expect(errorGroupOf(code)).toBe("missingData");
    }
    expect(errorGroupOf("NO_HARDWARE_STOCK")).toBe("noHardwareStock");
    expect(errorGroupOf("NO_PAYMENT_METHODS_AVAILABLE")).toBe("noPaymentMethods");
    expect(errorGroupOf("OFFER_MISMATCH")).toBe("mismatch");
    expect(errorGroupOf("Unauthorized")).toBe("unauthorized");
    expect(errorGroupOf("Forbidden")).toBe("forbidden");
    expect(errorGroupOf("NotFound")).toBe("notFound");
    expect(errorGroupOf("Unexpected")).toBe("unexpected");
    expect(errorGroupOf("NotAccessible")).toBe("unexpected");
    expect(errorGroupOf("DocumentsNotLoaded")).toBe("documentsNotLoaded");
    expect(errorGroupOf("OfferResetFailed")).toBe("resetFailed");
    expect(errorGroupOf("OfferSummaryNotLoaded")).toBe("summaryNotLoaded");
    expect(errorGroupOf("PaymentAborted")).toBe("paymentAborted");
    expect(errorGroupOf("PaymentFailed")).toBe("paymentFailed");
    expect(errorGroupOf(null)).toBe("general");
  });

  it("have a headline, an explanation and a next step in every language, none of them a raw code", () => {
    const groups = new Set([...OFFER_ERROR_REASONS.map(errorGroupOf), "general", "available"]);
    for (const catalogue of Object.values(CATALOGUES) as Record<string, string>[]) {
      for (const group of groups) {
        for (const part of ["title", "text", "next"]) {
          const text = catalogue[`offer.errors.${group}.${part}`];
          expect(text, `${group}.${part}`).toMatch(/\p{Ll}{3,}/u);
          expect(text).not.toMatch(/[A-Z]{3,}_[A-Z]/);
        }
      }
    }
  });

  it("offer a retry exactly where the cause passes by itself", () => {
    const retried = OFFER_ERROR_REASONS.filter((reason) => offersRetry(errorGroupOf(reason))).sort();
    expect(retried).toEqual(
      [
        "DOWNTIME",
        "DocumentsNotLoaded",
        "NotAccessible",
        "OFFER_PAYMENT_WAITFORCAPTURE",
        "OFFER_TECH_ERROR",
        "OfferResetFailed",
        "OfferSummaryNotLoaded",
        "PaymentAborted",
        "PaymentFailed",
        "RESERVATION_RETRY_DOWNTIME",
        "RESERVATION_RETRY_LATER",
        "RESERVATION_RETRY_MODAL",
        "TECHNICAL_PROBLEM",
        "Unexpected",
      ].sort(),
    );
    expect(offersRetry("general")).toBe(false);
  });

  it("answer with the status the backend gives the code, and 200 without a reason", () => {
    expect(statusOf("NotFound")).toBe(404);
    expect(statusOf("Unauthorized")).toBe(401);
    expect(statusOf("Forbidden")).toBe(403);
    expect(statusOf("OFFER_EXPIRED")).toBe(410);
    expect(statusOf("OFFER_CANCELLED")).toBe(410);
    expect(statusOf("OFFER_CONSUMED")).toBe(409);
    expect(statusOf("OFFER_BLOCKED")).toBe(423);
    expect(statusOf("DOWNTIME")).toBe(503);
    expect(statusOf("RESERVATION_RETRY_LATER")).toBe(422);
    expect(statusOf("Unexpected")).toBe(502);
    expect(statusOf("TECHNICAL_PROBLEM")).toBe(502);
    expect(statusOf(null)).toBe(200);
  });
});
