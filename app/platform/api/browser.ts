import { readAuthToken } from "./auth-token.ts";
import { type ApiClient, createApiClient } from "./client.ts";
import { readOrCreateBrowserTraceId } from "./trace-id.ts";

/** The browser's client: same origin, trace id from the cookie, auth token from local storage. */
export function createBrowserApiClient(): ApiClient {
  return createApiClient({ baseUrl: "", traceId: readOrCreateBrowserTraceId(), authToken: readAuthToken() ?? null });
}
