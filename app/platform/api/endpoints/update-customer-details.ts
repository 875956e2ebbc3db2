import { type ApiClient, unwrap } from "../client.ts";
import { toOfferError } from "../error-catalogue.ts";
import type { BrandSlug, CustomerDetails, CustomerDetailsUpdate } from "../types.ts";

/** POST /api/{brand}/customer/details/{id}: save the personal-data or identity step. Throws OfferError with field errors. */
export function updateCustomerDetails(
  client: ApiClient,
  input: { brand: BrandSlug; token: string; update: CustomerDetailsUpdate },
): Promise<CustomerDetails> {
  return unwrap(
    client.POST("/api/{brand}/customer/details/{id}", {
      params: { path: { brand: input.brand, id: input.token } },
      body: input.update,
    }),
  ).catch((error) => {
    throw toOfferError(error);
  });
}
