import { browserApiTimeout } from "./api-timeout.ts";
import { type ApiClient, createApiClient } from "./client.ts";
import { readOrCreateBrowserTraceId } from "./trace-id.ts";

/**
 * The browser's client: same origin, trace id from the cookie, and no bearer — no script can read the offer
 * login's (an HttpOnly cookie); the server's `/api` proxy sends it on for the browser's own calls.
 */
export function createBrowserApiClient(): ApiClient {
  return createApiClient({
    baseUrl: "",
    traceId: readOrCreateBrowserTraceId(),
    timeoutMs: browserApiTimeout() ?? undefined,
  });
}
