import { type ApiClient, createApiClient } from "./client.ts";
import { traceIdFromRequest } from "./trace-id.ts";

/**
 * A client for a loader or action: API_BASE_URL as base, the visitor's trace id from the request.
 * `setCookie` is the Set-Cookie value to add to the response when the visitor had no trace id yet.
 */
export function createServerApiClient(
  request: Request,
  apiBaseUrl: string,
): { client: ApiClient; setCookie: string | null } {
  const { traceId, setCookie } = traceIdFromRequest(request);
  return { client: createApiClient({ baseUrl: apiBaseUrl, traceId }), setCookie };
}
