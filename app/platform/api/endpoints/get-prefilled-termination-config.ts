import { type ApiClient, unwrap } from "../client.ts";
import type { BrandSlug, TerminationConfig } from "../types.ts";

/** GET /api/{brand}/prefilledcontracttermination/config: what the self-care form offers. */
export function getPrefilledTerminationConfig(client: ApiClient, brand: BrandSlug): Promise<TerminationConfig> {
  return unwrap(client.GET("/api/{brand}/prefilledcontracttermination/config", { params: { path: { brand } } }));
}
