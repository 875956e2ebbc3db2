import { type ApiClient, unwrap } from "../client.ts";
import type { BrandSlug, TerminationConfig } from "../types.ts";

/** GET /api/{brand}/contracttermination/config: service types, earliest dates, reasons, hotline. */
export function getTerminationConfig(client: ApiClient, brand: BrandSlug): Promise<TerminationConfig> {
  return unwrap(client.GET("/api/{brand}/contracttermination/config", { params: { path: { brand } } }));
}
