import { readCookies } from "../http/cookies.ts";
import { AUTH_TOKEN_COOKIE, isBearerToken } from "./auth-token-store.ts";
import { type ApiClient, createApiClient } from "./client.ts";
import type { FetchLike } from "./retry.ts";
import { traceIdFromRequest } from "./trace-id.ts";

/**
 * A client for a loader or action: API_BASE_URL as base, the visitor's trace id from the request, and the offer
 * login's auth token as bearer when the request carries its cookie.
 * `setCookie` is the Set-Cookie value to add to the response when the visitor had no trace id yet; `fetch` is the
 * embedded demo backend's in-process dispatch (AppConfig.apiFetch), fetch over HTTP without it.
 */
export function createServerApiClient(
  request: Request,
  apiBaseUrl: string,
  timeoutMs: number | null = null,
  fetch?: FetchLike,
  /** Whether the trace cookie goes out Secure (`securesCookies`); by default when the request came over HTTPS. */
  secure?: boolean,
): { client: ApiClient; setCookie: string | null } {
  const { traceId, setCookie } = traceIdFromRequest(request, secure);
  return {
    client: createApiClient({
      baseUrl: apiBaseUrl,
      traceId,
      authToken: authTokenFromRequest(request),
      timeoutMs: timeoutMs ?? undefined,
      ...(fetch ? { fetch } : {}),
    }),
    setCookie,
  };
}

/** The auth token a request carries in its cookie, if it is one (the cookie library stays on the server). */
export function authTokenFromRequest(request: Request): string | undefined {
  const value = readCookies(request.headers.get("cookie"))[AUTH_TOKEN_COOKIE];
  return isBearerToken(value) ? value : undefined;
}
