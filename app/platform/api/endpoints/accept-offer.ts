import { type ApiClient, IDEMPOTENCY_KEY_HEADER, unwrap } from "../client.ts";
import { toOfferError } from "../error-catalogue.ts";
import type { OfferAcceptRequest, OfferAcceptResult } from "../types.ts";

/**
 * POST /api/offer/accept/{id}: place the order; the answer says where to go next. Throws OfferError.
 * `idempotencyKey`: one key per order attempt, kept by the form across a failure, so the customer's retry orders once.
 */
export function acceptOffer(
  client: ApiClient,
  token: string,
  request: OfferAcceptRequest,
  idempotencyKey?: string,
): Promise<OfferAcceptResult> {
  return unwrap(
    client.POST("/api/offer/accept/{id}", {
      params: { path: { id: token } },
      body: request,
      ...(idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : {}),
    }),
  ).catch((error) => {
    throw toOfferError(error);
  });
}
