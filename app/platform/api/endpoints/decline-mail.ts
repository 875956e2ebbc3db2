import { type ApiClient, unwrap } from "../client.ts";
import type { BrandSlug, DeclineMailResult } from "../types.ts";

/** POST /api/declinemail?token&brand: the customer rejects the e-mail behind the link. */
export function declineMail(client: ApiClient, input: { token: string; brand: BrandSlug }): Promise<DeclineMailResult> {
  return unwrap(client.POST("/api/declinemail", { params: { query: { token: input.token, brand: input.brand } } }));
}
