import { type ApiClient, unwrap } from "../client.ts";
import type { BrandSlug, IbanValidationResponse } from "../types.ts";

/** POST /api/validation/{brand}/iban: checksum and country format; an invalid IBAN is a field error on `iban`. */
export function validateIban(
  client: ApiClient,
  input: { brand: BrandSlug; iban: string },
): Promise<IbanValidationResponse> {
  return unwrap(
    client.POST("/api/validation/{brand}/iban", {
      params: { path: { brand: input.brand } },
      body: { iban: input.iban },
    }),
  );
}
