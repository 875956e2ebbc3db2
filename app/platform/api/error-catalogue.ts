import { ApiError, type ErrorDetails, plainDetails, toApiError } from "./api-error.ts";
import type { Downtime, FieldError, IdvErrorCode, OfferErrorCode, OfferUseCase } from "./types.ts";

/** Fails to compile when a list below misses a code of the contract's enumeration. */
type AssertNone<T extends never> = T;

/** The codes that make an offer inaccessible. */
export const OFFER_ERROR_CODES = [
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
] as const satisfies readonly OfferErrorCode[];
export type OfferCodesComplete = AssertNone<Exclude<OfferErrorCode, (typeof OFFER_ERROR_CODES)[number]>>;

/** The codes that make an identity verification inaccessible. */
export const IDV_ERROR_CODES = [
  "IDV_COMPLETED",
  "IDV_NO_METHODS_AVAILABLE",
  "IDV_SUCCESS",
  "NO_MORE_IDV_POSSIBLE",
  "OFFER_CANCELLED",
  "OFFER_CONSUMED",
  "OFFER_EXPIRED",
  "RESERVATION_CALL_HOTLINE",
  "TECHNICAL_PROBLEM",
  "DOWNTIME",
] as const satisfies readonly IdvErrorCode[];
export type IdvCodesComplete = AssertNone<Exclude<IdvErrorCode, (typeof IDV_ERROR_CODES)[number]>>;

export function isOfferErrorCode(code: string | undefined): code is OfferErrorCode {
  return (OFFER_ERROR_CODES as readonly string[]).includes(code ?? "");
}

export function isIdvErrorCode(code: string | undefined): code is IdvErrorCode {
  return (IDV_ERROR_CODES as readonly string[]).includes(code ?? "");
}

export const OFFER_ERROR_MESSAGES = {
  Unauthorized: "Not authorized to access offer.",
  Forbidden: "Forbidden to access offer.",
  NotFound: "Offer could not be found.",
  Unexpected: "There was an unexpected error while accessing the offer.",
  NotAccessible: "Offer could not be accessed.",
  DocumentsNotLoaded: "Offer documents could not be loaded.",
  OfferResetFailed: "Offer could not be reset.",
  OfferSummaryNotLoaded: "Offer summary could not be loaded.",
  PaymentAborted: "Payment was aborted.",
  PaymentFailed: "Payment failed.",
} as const;
export type OfferErrorKind = keyof typeof OFFER_ERROR_MESSAGES;

export const IDV_ERROR_MESSAGES = {
  NotFound: "Idv could not be found.",
  NotAccessible: "Idv could not be accessed.",
  Unexpected: "There was an unexpected error while accessing the idv.",
} as const;
export type IdvErrorKind = keyof typeof IDV_ERROR_MESSAGES;

/** An error of the catalogue: a kind, its exact message, and what the response said. */
abstract class CatalogueError<Kind extends string> extends Error implements ErrorDetails {
  readonly kind: Kind;
  readonly status?: number;
  readonly code?: string;
  readonly offerUseCase?: OfferUseCase;
  readonly downtime?: Downtime;
  readonly shopHotline?: string;
  readonly fieldErrors: FieldError[];

  constructor(kind: Kind, message: string, details: ErrorDetails, cause?: unknown) {
    super(message, { cause });
    this.kind = kind;
    Object.assign(this, plainDetails(details));
    this.fieldErrors = details.fieldErrors;
  }

  toJSON() {
    return { name: this.name, kind: this.kind, message: this.message, ...plainDetails(this) };
  }
}

export class OfferError extends CatalogueError<OfferErrorKind> {
  constructor(kind: OfferErrorKind, details: ErrorDetails = { fieldErrors: [] }, cause?: unknown) {
    super(kind, OFFER_ERROR_MESSAGES[kind], details, cause);
    this.name = "OfferError";
  }
}

export class IdvError extends CatalogueError<IdvErrorKind> {
  constructor(kind: IdvErrorKind, details: ErrorDetails = { fieldErrors: [] }, cause?: unknown) {
    super(kind, IDV_ERROR_MESSAGES[kind], details, cause);
    this.name = "IdvError";
  }
}

/** Offer calls: 401, 403, 404 by status; the 22 codes are "could not be accessed"; anything else unexpected. */
export function toOfferError(error: unknown): OfferError {
  if (error instanceof OfferError) return error;
  const api = toApiError(error);
  const kind: OfferErrorKind =
    api.status === 401
      ? "Unauthorized"
      : api.status === 403
        ? "Forbidden"
        : api.status === 404
          ? "NotFound"
          : isOfferErrorCode(api.code)
            ? "NotAccessible"
            : "Unexpected";
  return new OfferError(kind, api, api);
}

/**
 * A failure of one step (documents, summary, reset) keeps login, permission and access errors, and
 * is otherwise that step's own kind.
 */
export function toOfferStepError(
  error: unknown,
  step: "DocumentsNotLoaded" | "OfferSummaryNotLoaded" | "OfferResetFailed",
): OfferError {
  const mapped = toOfferError(error);
  if (mapped.kind === "NotFound" || mapped.kind === "Unexpected") return new OfferError(step, mapped, mapped.cause);
  return mapped;
}

/** The customer came back from the payment provider without paying. */
export function paymentError(outcome: "aborted" | "failed"): OfferError {
  return new OfferError(outcome === "aborted" ? "PaymentAborted" : "PaymentFailed");
}

/** IDV calls: 404 not found; the ten codes "could not be accessed"; anything else unexpected. */
export function toIdvError(error: unknown): IdvError {
  if (error instanceof IdvError) return error;
  const api = toApiError(error);
  const kind: IdvErrorKind =
    api.status === 404 ? "NotFound" : isIdvErrorCode(api.code) ? "NotAccessible" : "Unexpected";
  return new IdvError(kind, api, api);
}

/** Field errors of any error, for a form: empty when the failure was not about fields. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  return error instanceof ApiError || error instanceof CatalogueError ? error.fieldErrors : [];
}
