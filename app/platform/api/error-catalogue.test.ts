import { describe, expect, it } from "vitest";
import { loadContract } from "../../../demo-api/contract.ts";
import { ApiError } from "./api-error.ts";
import {
  fieldErrorsOf,
  IDV_ERROR_CODES,
  IdvError,
  OFFER_ERROR_CODES,
  OfferError,
  paymentError,
  toIdvError,
  toOfferError,
  toOfferStepError,
} from "./error-catalogue.ts";

const failed = (status: number | undefined, code?: string, extra: object = {}) =>
  new ApiError({ ...(status === undefined ? {} : { status }), ...(code ? { code } : {}), fieldErrors: [], ...extra });

describe("offer errors", () => {
  it.each([
    [401, "Unauthorized", "Not authorized to access offer."],
    [403, "Forbidden", "Forbidden to access offer."],
    [404, "NotFound", "Offer could not be found."],
    [500, "Unexpected", "There was an unexpected error while accessing the offer."],
    [400, "Unexpected", "There was an unexpected error while accessing the offer."],
    [undefined, "Unexpected", "There was an unexpected error while accessing the offer."],
  ])("status %s gives %s", (status, kind, message) => {
    const error = toOfferError(failed(status));
    expect(error).toBeInstanceOf(OfferError);
    expect([error.kind, error.message]).toEqual([kind, message]);
  });

  it.each(OFFER_ERROR_CODES.map((code) => [code]))(
    "%s gives 'Offer could not be accessed.' with use case, downtime and hotline",
    (code) => {
      const downtime = { from: "2025-11-21T20:00:00Z", until: "2025-11-21T23:00:00Z" };
      const error = toOfferError(failed(409, code, { offerUseCase: "Novum", downtime, shopHotline: "0800 5200 123" }));
      expect(error).toMatchObject({
        kind: "NotAccessible",
        message: "Offer could not be accessed.",
        code,
        offerUseCase: "Novum",
        downtime,
        shopHotline: "0800 5200 123",
      });
    },
  );

  it("lists exactly the 22 codes of the contract", () => {
    expect(OFFER_ERROR_CODES).toHaveLength(22);
    const enumeration = loadContract().document.components.schemas.OfferErrorCode as { enum: string[] };
    expect([...OFFER_ERROR_CODES].sort()).toEqual([...enumeration.enum].sort());
  });

  it("treats an unknown code as unexpected, and a status before a code", () => {
    expect(toOfferError(failed(409, "SOMETHING_NEW")).kind).toBe("Unexpected");
    expect(toOfferError(failed(401, "OFFER_EXPIRED")).kind).toBe("Unauthorized");
    expect(toOfferError(new TypeError("fetch failed")).kind).toBe("Unexpected");
  });

  it("keeps field errors and leaves an offer error as it is", () => {
    const fieldErrors = [{ field: "sepa.iban", code: "INVALID_IBAN", message: "the IBAN is not valid" }];
    const error = toOfferError(new ApiError({ status: 400, code: "VALIDATION_FAILED", fieldErrors }));
    expect([error.kind, error.fieldErrors]).toEqual(["Unexpected", fieldErrors]);
    expect(toOfferError(error)).toBe(error);
  });

  it.each([
    ["DocumentsNotLoaded", "Offer documents could not be loaded."],
    ["OfferSummaryNotLoaded", "Offer summary could not be loaded."],
    ["OfferResetFailed", "Offer could not be reset."],
  ] as const)("a failed step becomes %s", (step, message) => {
    expect(toOfferStepError(failed(500), step)).toMatchObject({ kind: step, message, status: 500 });
    expect(toOfferStepError(failed(404), step).kind).toBe(step);
    expect(toOfferStepError(failed(401), step).kind).toBe("Unauthorized");
    expect(toOfferStepError(failed(410, "OFFER_EXPIRED"), step).kind).toBe("NotAccessible");
  });

  it("has the payment kinds", () => {
    expect(paymentError("aborted")).toMatchObject({ kind: "PaymentAborted", message: "Payment was aborted." });
    expect(paymentError("failed")).toMatchObject({ kind: "PaymentFailed", message: "Payment failed." });
  });

  it("serialises to a plain value", () => {
    const json = JSON.parse(JSON.stringify(toOfferError(failed(410, "OFFER_EXPIRED", { shopHotline: "0800" }))));
    expect(json).toEqual({
      name: "OfferError",
      kind: "NotAccessible",
      message: "Offer could not be accessed.",
      status: 410,
      code: "OFFER_EXPIRED",
      shopHotline: "0800",
      fieldErrors: [],
    });
  });
});

describe("IDV errors", () => {
  it("404 gives NotFound", () => {
    expect(toIdvError(failed(404))).toMatchObject({ kind: "NotFound", message: "Idv could not be found." });
  });

  it.each(IDV_ERROR_CODES.map((code) => [code]))("%s gives 'Idv could not be accessed.'", (code) => {
    const error = toIdvError(failed(409, code, { shopHotline: "0177 1011 2233" }));
    expect(error).toBeInstanceOf(IdvError);
    expect(error).toMatchObject({
      kind: "NotAccessible",
      message: "Idv could not be accessed.",
      code,
      shopHotline: "0177 1011 2233",
    });
  });

  it("lists exactly the ten codes of the contract", () => {
    const enumeration = loadContract().document.components.schemas.IdvErrorCode as { enum: string[] };
    expect([...IDV_ERROR_CODES].sort()).toEqual([...enumeration.enum].sort());
  });

  it.each([[500], [401], [400], [undefined]])("anything else (status %s) gives Unexpected", (status) => {
    expect(toIdvError(failed(status, "OFFER_BLOCKED"))).toMatchObject({
      kind: "Unexpected",
      message: "There was an unexpected error while accessing the idv.",
    });
  });
});

describe("generic and form errors", () => {
  it("has the generic message, and 'Validation failed.' when fields are named", () => {
    expect(failed(500)).toMatchObject({ kind: "RequestFailed", message: "Error occurred while doing an api request." });
    const fieldErrors = [{ field: "iban", code: "INVALID_CHECKSUM", message: "the IBAN checksum is wrong" }];
    const validation = new ApiError({ status: 400, fieldErrors });
    expect([validation.kind, validation.message]).toEqual(["ValidationFailed", "Validation failed."]);
    expect(fieldErrorsOf(validation)).toEqual(fieldErrors);
    expect(fieldErrorsOf(toOfferError(validation))).toEqual(fieldErrors);
    expect(fieldErrorsOf(new Error("x"))).toEqual([]);
  });
});
