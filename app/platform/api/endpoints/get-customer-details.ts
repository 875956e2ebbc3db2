import { type ApiClient, unwrap } from "../client.ts";
import { toOfferError } from "../error-catalogue.ts";
import type { BrandSlug, CustomerDetails } from "../types.ts";

/** GET /api/{brand}/customer/details/{id}: the personal and identity data saved for an offer. Throws OfferError. */
export function getCustomerDetails(
  client: ApiClient,
  input: { brand: BrandSlug; token: string },
): Promise<CustomerDetails> {
  return unwrap(
    client.GET("/api/{brand}/customer/details/{id}", { params: { path: { brand: input.brand, id: input.token } } }),
  ).catch((error) => {
    throw toOfferError(error);
  });
}
