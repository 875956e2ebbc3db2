import { type ApiClient, unwrap } from "../client.ts";
import { toOfferStepError } from "../error-catalogue.ts";
import type { OfferPreview } from "../types.ts";

/** POST /api/offer/{id}/preview/reset: the dealer puts the offer back to its start. Throws OfferError (OfferResetFailed). */
export function resetOfferPreview(client: ApiClient, token: string): Promise<OfferPreview> {
  return unwrap(client.POST("/api/offer/{id}/preview/reset", { params: { path: { id: token } } })).catch((error) => {
    throw toOfferStepError(error, "OfferResetFailed");
  });
}
