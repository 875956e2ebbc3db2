// The API client, its error catalogue and one module per endpoint, typed by api/openapi.yaml.
export { ApiError, GENERIC_ERROR_MESSAGE, VALIDATION_ERROR_MESSAGE } from "./api-error.ts";
export { authCookie, authCookieName, clearAuthCookie, isBearerToken, readAuthCookie } from "./auth-cookie.ts";
export { createBrowserApiClient } from "./browser.ts";
export { type ApiClient, type ApiClientOptions, createApiClient, IDEMPOTENCY_KEY_HEADER, unwrap } from "./client.ts";
export { acceptOffer } from "./endpoints/accept-offer.ts";
export { declineMail } from "./endpoints/decline-mail.ts";
export { downloadPrefilledTermination } from "./endpoints/download-prefilled-termination.ts";
export { downloadTermination } from "./endpoints/download-termination.ts";
export { getAuthToken, LoginLimitedError } from "./endpoints/get-auth-token.ts";
export { getConsent } from "./endpoints/get-consent.ts";
export { getCustomerDetails } from "./endpoints/get-customer-details.ts";
export { getIdv } from "./endpoints/get-idv.ts";
export { getIdvMethods } from "./endpoints/get-idv-methods.ts";
export { getNationalities } from "./endpoints/get-nationalities.ts";
export { getNovumEntry } from "./endpoints/get-novum-entry.ts";
export { getOffer } from "./endpoints/get-offer.ts";
export { getOfferDocument, type OfferDocumentRef } from "./endpoints/get-offer-document.ts";
export { getOfferPreview } from "./endpoints/get-offer-preview.ts";
export { getOfferSummary } from "./endpoints/get-offer-summary.ts";
export { getPrefilledTerminationConfig } from "./endpoints/get-prefilled-termination-config.ts";
export { getTerminationConfig } from "./endpoints/get-termination-config.ts";
export { getTerminationPrefill } from "./endpoints/get-termination-prefill.ts";
export { resetOffer } from "./endpoints/reset-offer.ts";
export { resetOfferPreview } from "./endpoints/reset-offer-preview.ts";
export { selectIdvMethod } from "./endpoints/select-idv-method.ts";
export { submitPrefilledTermination } from "./endpoints/submit-prefilled-termination.ts";
export { submitTermination } from "./endpoints/submit-termination.ts";
export { updateCustomerDetails } from "./endpoints/update-customer-details.ts";
export { uploadTerminationDocument } from "./endpoints/upload-termination-document.ts";
export { validateAddress } from "./endpoints/validate-address.ts";
export { validateIban } from "./endpoints/validate-iban.ts";
export { verifyOffer } from "./endpoints/verify-offer.ts";
export {
  fieldErrorsOf,
  IDV_ERROR_CODES,
  IDV_ERROR_MESSAGES,
  IdvError,
  type IdvErrorKind,
  isIdvErrorCode,
  isOfferErrorCode,
  OFFER_ERROR_CODES,
  OFFER_ERROR_MESSAGES,
  OfferError,
  type OfferErrorKind,
  paymentError,
  toIdvError,
  toOfferError,
  toOfferStepError,
} from "./error-catalogue.ts";
export { MAX_RETRY_AFTER_MS, RETRY_STATUSES } from "./retry.ts";
export { bearerOf, createServerApiClient, type ServerApiConfig } from "./server.ts";
export {
  isTraceId,
  randomUuid,
  readOrCreateBrowserTraceId,
  TRACE_ID_COOKIE,
  TRACE_ID_HEADER,
  TRACE_ID_MAX_AGE_DAYS,
  traceIdFromRequest,
} from "./trace-id.ts";
export type * from "./types.ts";
