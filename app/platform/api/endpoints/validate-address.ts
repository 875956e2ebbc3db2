import { type ApiClient, unwrap } from "../client.ts";
import type { AddressInput, AddressValidationResponse, BrandSlug } from "../types.ts";

/** POST /api/validation/{brand}/address: valid, corrected or a choice of candidates; field errors as ApiError. */
export function validateAddress(
  client: ApiClient,
  input: { brand: BrandSlug; address: AddressInput },
): Promise<AddressValidationResponse> {
  return unwrap(
    client.POST("/api/validation/{brand}/address", { params: { path: { brand: input.brand } }, body: input.address }),
  );
}
