import { type ApiClient, unwrap } from "../client.ts";
import type { BrandSlug, PrefillData } from "../types.ts";

/** GET /api/{brand}/prefilledcontracttermination/prefill?data: customer and contract behind a self-care link. */
export function getTerminationPrefill(
  client: ApiClient,
  input: { brand: BrandSlug; data: string },
): Promise<PrefillData> {
  return unwrap(
    client.GET("/api/{brand}/prefilledcontracttermination/prefill", {
      params: { path: { brand: input.brand }, query: { data: input.data } },
    }),
  );
}
