import { type ApiClient, unwrap } from "../client.ts";
import type { BrandSlug, Nationality } from "../types.ts";

/** GET /api/{brand}/lists/nationalities, sorted by German name. */
export async function getNationalities(client: ApiClient, brand: BrandSlug): Promise<Nationality[]> {
  const list = await unwrap(client.GET("/api/{brand}/lists/nationalities", { params: { path: { brand } } }));
  return list.nationalities;
}
