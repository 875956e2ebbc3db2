import { type ApiClient, unwrap } from "../client.ts";
import { toOfferError } from "../error-catalogue.ts";
import type { Offer } from "../types.ts";

/** GET /api/offer/{id}: the offer with cart, documents and payment methods. Throws OfferError. */
export function getOffer(client: ApiClient, token: string): Promise<Offer> {
  return unwrap(client.GET("/api/offer/{id}", { params: { path: { id: token } } })).catch((error) => {
    throw toOfferError(error);
  });
}
