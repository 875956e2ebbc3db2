import { type ApiClient, unwrap } from "../client.ts";
import { toOfferError } from "../error-catalogue.ts";
import type { OfferAcceptRequest, OfferAcceptResult } from "../types.ts";

/** POST /api/offer/accept/{id}: place the order; the answer says where to go next. Throws OfferError. */
export function acceptOffer(client: ApiClient, token: string, request: OfferAcceptRequest): Promise<OfferAcceptResult> {
  return unwrap(client.POST("/api/offer/accept/{id}", { params: { path: { id: token } }, body: request })).catch(
    (error) => {
      throw toOfferError(error);
    },
  );
}
