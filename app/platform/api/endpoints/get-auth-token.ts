import { type ApiClient, unwrap } from "../client.ts";
import type { AuthToken } from "../types.ts";

/** GET /api/auth/token: exchange the one-time login code for the auth token to keep in local storage. */
export function getAuthToken(client: ApiClient, code: string): Promise<AuthToken> {
  return unwrap(client.GET("/api/auth/token", { params: { query: { code } } }));
}
