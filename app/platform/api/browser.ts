import { browserApiTimeout } from "./api-timeout.ts";
import { readAuthToken } from "./auth-token.ts";
import { type ApiClient, createApiClient } from "./client.ts";
import { readOrCreateBrowserTraceId } from "./trace-id.ts";

/** The browser's client: same origin, trace id from the cookie, auth token read from local storage on each call. */
export function createBrowserApiClient(): ApiClient {
  return createApiClient({
    baseUrl: "",
    traceId: readOrCreateBrowserTraceId(),
    authToken: () => readAuthToken(),
    timeoutMs: browserApiTimeout() ?? undefined,
  });
}
