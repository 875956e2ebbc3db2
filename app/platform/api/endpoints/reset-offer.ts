import { type ApiClient, unwrap } from "../client.ts";
import { toOfferStepError } from "../error-catalogue.ts";
import type { Offer, OfferResetRequest } from "../types.ts";

/** PATCH /api/offer/{id}: open the offer again after an aborted or failed payment. Throws OfferError (OfferResetFailed). */
export function resetOffer(client: ApiClient, token: string, request: OfferResetRequest = {}): Promise<Offer> {
  return unwrap(client.PATCH("/api/offer/{id}", { params: { path: { id: token } }, body: request })).catch((error) => {
    throw toOfferStepError(error, "OfferResetFailed");
  });
}
