import { type ApiClient, unwrap } from "../client.ts";
import { toOfferError } from "../error-catalogue.ts";
import type { OfferVerification } from "../types.ts";

/** GET /api/offer/verify/{id}: may the offer be opened, and how far did the customer get. Throws OfferError. */
export function verifyOffer(client: ApiClient, token: string): Promise<OfferVerification> {
  return unwrap(client.GET("/api/offer/verify/{id}", { params: { path: { id: token } } })).catch((error) => {
    throw toOfferError(error);
  });
}
