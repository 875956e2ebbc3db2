import { type ApiClient, unwrap } from "../client.ts";
import { toOfferStepError } from "../error-catalogue.ts";
import type { OfferSummary } from "../types.ts";

/** GET /api/offer/summary/{id}: the summary step and the confirmation. Throws OfferError (OfferSummaryNotLoaded). */
export function getOfferSummary(client: ApiClient, token: string): Promise<OfferSummary> {
  return unwrap(client.GET("/api/offer/summary/{id}", { params: { path: { id: token } } })).catch((error) => {
    throw toOfferStepError(error, "OfferSummaryNotLoaded");
  });
}
