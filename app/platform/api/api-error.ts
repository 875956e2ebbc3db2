import type { Downtime, ErrorResponse, FieldError, OfferUseCase } from "./types.ts";

export const GENERIC_ERROR_MESSAGE = "Error occurred while doing an api request.";
export const VALIDATION_ERROR_MESSAGE = "Validation failed.";

/** What every error of the catalogue carries, beyond its kind and message. */
export interface ErrorDetails {
  /** HTTP status; undefined when no response arrived (network failure). */
  status?: number;
  code?: string;
  offerUseCase?: OfferUseCase;
  downtime?: Downtime;
  shopHotline?: string;
  fieldErrors: FieldError[];
}

export function detailsOf(body: ErrorResponse | undefined, status: number | undefined): ErrorDetails {
  const details: ErrorDetails = { fieldErrors: body?.errors ?? [] };
  if (status !== undefined) details.status = status;
  if (body?.code) details.code = body.code;
  if (body?.offerUseCase) details.offerUseCase = body.offerUseCase;
  if (body?.downtime) details.downtime = body.downtime;
  if (body?.shopHotline) details.shopHotline = body.shopHotline;
  return details;
}

/** The error every failed call raises: the generic one, or "Validation failed." when fields are named. */
export class ApiError extends Error implements ErrorDetails {
  readonly kind: "RequestFailed" | "ValidationFailed";
  readonly status?: number;
  readonly code?: string;
  readonly offerUseCase?: OfferUseCase;
  readonly downtime?: Downtime;
  readonly shopHotline?: string;
  readonly fieldErrors: FieldError[];

  constructor(details: ErrorDetails, options?: { cause?: unknown }) {
    const kind = details.fieldErrors.length > 0 ? "ValidationFailed" : "RequestFailed";
    super(kind === "ValidationFailed" ? VALIDATION_ERROR_MESSAGE : GENERIC_ERROR_MESSAGE, options);
    this.name = "ApiError";
    this.kind = kind;
    Object.assign(this, details);
    this.fieldErrors = details.fieldErrors;
  }

  toJSON() {
    return { name: this.name, kind: this.kind, message: this.message, ...plainDetails(this) };
  }
}

/** The details without undefined fields, for serialising an error across the server/browser boundary. */
export function plainDetails(details: ErrorDetails): ErrorDetails {
  const plain: ErrorDetails = { fieldErrors: details.fieldErrors };
  if (details.status !== undefined) plain.status = details.status;
  if (details.code !== undefined) plain.code = details.code;
  if (details.offerUseCase !== undefined) plain.offerUseCase = details.offerUseCase;
  if (details.downtime !== undefined) plain.downtime = details.downtime;
  if (details.shopHotline !== undefined) plain.shopHotline = details.shopHotline;
  return plain;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function isFieldError(value: unknown): value is FieldError {
  return (
    isRecord(value) &&
    typeof value.field === "string" &&
    typeof value.code === "string" &&
    typeof value.message === "string"
  );
}

/** The contract's error shape from a body text, or undefined for HTML, empty or foreign bodies. */
export function parseErrorBody(text: string): ErrorResponse | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || typeof value.code !== "string") return undefined;
  const body = { code: value.code, message: typeof value.message === "string" ? value.message : "" } as ErrorResponse;
  if (value.offerUseCase === "Standard" || value.offerUseCase === "Novum") body.offerUseCase = value.offerUseCase;
  if (isRecord(value.downtime) && typeof value.downtime.from === "string" && typeof value.downtime.until === "string") {
    body.downtime = { from: value.downtime.from, until: value.downtime.until };
  }
  if (typeof value.shopHotline === "string") body.shopHotline = value.shopHotline;
  if (Array.isArray(value.errors)) body.errors = value.errors.filter(isFieldError);
  return body;
}

/** Reads a failed response into an ApiError; never throws, whatever the body is. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  return new ApiError(detailsOf(parseErrorBody(text), response.status));
}

/** Any failure (network, parsing, a bug in a middleware) as an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ fieldErrors: [] }, { cause: error });
}
