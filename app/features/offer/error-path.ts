import { isOfferErrorCode, type OfferError, type OfferErrorKind } from "~/platform/api";
import type { OfferErrorCode } from "~/platform/api/types";
import { pathTo } from "~/platform/routing/route-table";

/** What an offer error page is told in `?code=`: one of the 22 codes, or the kind of an error without one. */
export type OfferErrorReason = OfferErrorCode | OfferErrorKind;

const KINDS: ReadonlySet<string> = new Set<OfferErrorKind>([
  "Unauthorized",
  "Forbidden",
  "NotFound",
  "Unexpected",
  "NotAccessible",
  "DocumentsNotLoaded",
  "OfferResetFailed",
  "OfferSummaryNotLoaded",
  "PaymentAborted",
  "PaymentFailed",
]);

/** The reason an error is shown for: its offer code when it carries one, else its kind. */
export function reasonOf(error: Pick<OfferError, "kind" | "code">): OfferErrorReason {
  return isOfferErrorCode(error.code) ? error.code : error.kind;
}

/** `?code=` read back: only known reasons count; anything else (typed, truncated, injected) is null. */
export function readReason(value: string | null | undefined): OfferErrorReason | null {
  if (!value) return null;
  return isOfferErrorCode(value) || KINDS.has(value) ? (value as OfferErrorReason) : null;
}

/**
 * German path of the offer error page: the token's own page, or the general one when the token is unknown
 * or missing. Localise it with `localizePath`.
 */
export function offerErrorPath(token: string | null | undefined, error: Pick<OfferError, "kind" | "code">): string {
  const code = encodeURIComponent(reasonOf(error));
  return `${token ? pathTo("offer-token-error", { token }) : pathTo("offer-error")}?code=${code}`;
}
