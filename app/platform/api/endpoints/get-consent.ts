import { type ApiClient, unwrap } from "../client.ts";
import type { Consent } from "../types.ts";

/** GET /api/consent/{id}: the customer's advertising permissions behind a consent link. */
export function getConsent(client: ApiClient, id: string): Promise<Consent> {
  return unwrap(client.GET("/api/consent/{id}", { params: { path: { id } } }));
}
