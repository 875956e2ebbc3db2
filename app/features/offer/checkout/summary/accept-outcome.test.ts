import { describe, expect, it } from "vitest";
import { OfferError } from "~/platform/api/error-catalogue";
import { errorsOfFields, outcomeOfError, outcomeOfResult } from "./accept-outcome";

const T = "demo-offer-tm";
const REAL = { demo: false };
const DEMO = { demo: true };
const accessError = (code: string, status: number, extra = {}) =>
  new OfferError("NotAccessible", { code, status, fieldErrors: [], ...extra });

describe("outcomeOfResult: the redirect target decides", () => {
  it("thankYou → danke in the page's language, whatever path the backend named", () => {
    const result = { orderId: "ORD-1", redirect: { target: "thankYou" as const, url: "/angebot/x/danke" } };
    expect(outcomeOfResult(result, T, "en", REAL)).toEqual({
      type: "leave",
      location: `/en/angebot/${T}/danke`,
      document: false,
    });
  });

  it("paymentProvider → the provider's address, loaded as a document", () => {
    const result = { orderId: "ORD-1", redirect: { target: "paymentProvider" as const, url: "/__demo/payment/abc" } };
    expect(outcomeOfResult(result, T, "de", DEMO)).toEqual({
      type: "leave",
      location: "/__demo/payment/abc",
      document: true,
    });
  });

  it("paymentProvider → an https address of the provider is followed", () => {
    const url = "https://pay.example/checkout?session=s3cr3t";
    const result = { orderId: "ORD-1", redirect: { target: "paymentProvider" as const, url } };
    expect(outcomeOfResult(result, T, "de", REAL)).toEqual({ type: "leave", location: url, document: true });
  });

  it.each([
    ["http://pay.example/checkout?session=s3cr3t", "http://pay.example"],
    ["javascript:alert(document.cookie)", "javascript://"],
    ["data:text/html,<script>alert(1)</script>", "data://"],
    ["//evil.example/pay?session=s3cr3t", "(a relative address)"],
    ["https://user:pw@pay.example/checkout", "https://pay.example"],
    ["/__demo/payment/abc", "(a relative address)"],
    ["/angebot/x/danke", "(a relative address)"],
    [" https://pay.example/", "https://pay.example"],
  ])("paymentProvider %s → not followed: the payment-failed page, the log names %s", (url, logged) => {
    const result = { orderId: "ORD-1", redirect: { target: "paymentProvider" as const, url } };
    const outcome = outcomeOfResult(result, T, "en", REAL);
    expect(outcome).toEqual({
      type: "leave",
      location: `/en/angebot/${T}/fehler?code=PaymentFailed`,
      document: false,
      refused: logged,
    });
    expect(JSON.stringify(outcome)).not.toContain("s3cr3t");
  });

  it("paymentProvider → the demo's own provider page only while the demo runs, and only that page", () => {
    const result = (url: string) => ({ orderId: "ORD-1", redirect: { target: "paymentProvider" as const, url } });
    expect(outcomeOfResult(result("/__demo/payment/pay-123"), T, "de", DEMO)).toMatchObject({ document: true });
    for (const url of ["/__demo/../angebot/x", "/__demo/payment/a/../../x", "/__demo/faults", "/__demo/payment/"]) {
      expect(outcomeOfResult(result(url), T, "de", DEMO), url).toMatchObject({ refused: "(a relative address)" });
    }
  });

  it("none → stay and show the order", () => {
    expect(outcomeOfResult({ orderId: "ORD-9", redirect: { target: "none" } }, T, "de", REAL)).toEqual({
      type: "ordered",
      orderId: "ORD-9",
    });
  });

  it("error → the backend's local path, never another host; else the offer error page", () => {
    const local = {
      orderId: "o",
      redirect: { target: "error" as const, url: `/angebot/${T}/fehler?code=OFFER_EXPIRED` },
    };
    expect(outcomeOfResult(local, T, "de", REAL)).toMatchObject({
      location: `/angebot/${T}/fehler?code=OFFER_EXPIRED`,
    });
    const foreign = { orderId: "o", redirect: { target: "error" as const, url: "//evil.example/x" } };
    expect(outcomeOfResult(foreign, T, "tr", REAL)).toMatchObject({
      location: `/tr/angebot/${T}/fehler?code=Unexpected`,
    });
  });
});

describe("outcomeOfError: the offer error codes on ordering", () => {
  it("missing personal data → meine-daten; missing document → ausweisdaten; the step is told why", () => {
    for (const code of ["PERSONAL_DATA_MISSING", "BIRTHDATE_NOT_PRESENT"]) {
      expect(outcomeOfError(accessError(code, 422), T, "de")).toMatchObject({
        location: `/angebot/${T}/meine-daten?hinweis=fehlende-angaben`,
      });
    }
    expect(outcomeOfError(accessError("IDENTIFICATIONDATA_MISSING", 422), T, "en")).toMatchObject({
      location: `/en/angebot/${T}/ausweisdaten?hinweis=fehlende-angaben`,
    });
  });

  it("reservation and other codes → the offer error page with the code", () => {
    for (const code of ["RESERVATION_CALL_HOTLINE", "RESERVATION_RETRY_LATER", "NO_HARDWARE_STOCK", "OFFER_CONSUMED"]) {
      expect(outcomeOfError(accessError(code, 422), T, "de")).toEqual({
        type: "leave",
        location: `/angebot/${T}/fehler?code=${code}`,
        document: false,
      });
    }
  });

  it("a downtime stays on the summary with its end", () => {
    const downtime = { from: "2025-11-21T19:00:00Z", until: "2025-11-21T21:30:00Z" };
    expect(outcomeOfError(accessError("RESERVATION_RETRY_DOWNTIME", 503, { downtime }), T, "de")).toEqual({
      type: "downtime",
      until: downtime.until,
    });
    expect(outcomeOfError(accessError("DOWNTIME", 503), T, "de")).toEqual({ type: "downtime", until: null });
  });

  it("field errors stay at their parts; a 5xx without code keeps the attempt for a retry", () => {
    const invalid = new OfferError("Unexpected", {
      status: 400,
      fieldErrors: [{ field: "sepa.iban", code: "INVALID_IBAN", message: "bad" }],
    });
    expect(outcomeOfError(invalid, T, "de")).toEqual({
      type: "invalid",
      errors: { payment: "checkout.summary.error.payment" },
    });
    expect(outcomeOfError(new OfferError("Unexpected", { status: 503, fieldErrors: [] }), T, "de")).toEqual({
      type: "failed",
    });
    expect(outcomeOfError(new OfferError("Unexpected", { fieldErrors: [] }), T, "de")).toEqual({ type: "failed" });
  });

  it("stays on the summary with the cart when the backend was too busy (429 after the client's retry)", () => {
    const busy = new OfferError("Unexpected", { status: 429, code: "TOO_MANY_REQUESTS", fieldErrors: [] });
    expect(outcomeOfError(busy, T, "de")).toEqual({ type: "failed" });
    // A definite refusal without a code still leads to the error page.
    const conflict = new OfferError("Unexpected", { status: 409, fieldErrors: [] });
    expect(outcomeOfError(conflict, T, "de")).toMatchObject({ type: "leave", document: false });
  });

  it("maps every field path the contract can name", () => {
    expect(
      errorsOfFields([
        { field: "consents.termsAccepted", code: "REQUIRED", message: "" },
        { field: "consents.privacyNoticeAcknowledged", code: "REQUIRED", message: "" },
        { field: "acknowledgedDocumentIds", code: "REQUIRED", message: "" },
        { field: "language", code: "INVALID", message: "" },
      ]),
    ).toEqual({
      termsAccepted: "checkout.summary.terms.required",
      privacyNoticeAcknowledged: "checkout.summary.privacy.required",
      documents: "checkout.summary.error.documents",
      general: "checkout.summary.error.general",
    });
  });
});
