import { type ApiClient, unwrap } from "../client.ts";
import { toOfferError } from "../error-catalogue.ts";
import type { OfferPreview } from "../types.ts";

/** GET /api/offer/{id}/preview: the dealer's view of an offer in any state. Throws OfferError. */
export function getOfferPreview(client: ApiClient, token: string): Promise<OfferPreview> {
  return unwrap(client.GET("/api/offer/{id}/preview", { params: { path: { id: token } } })).catch((error) => {
    throw toOfferError(error);
  });
}
