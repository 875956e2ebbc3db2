import type { AppConfig } from "../config/app-config.ts";
import { securesCookies } from "../http/cookies.ts";
import { readAuthCookie } from "./auth-cookie.ts";
import { type ApiClient, createApiClient } from "./client.ts";
import { traceIdFromRequest } from "./trace-id.ts";

/** What the server's client needs of the configuration (AppConfig has it all). */
export type ServerApiConfig = Pick<AppConfig, "apiBaseUrl" | "apiFetch" | "secureCookies"> &
  Partial<Pick<AppConfig, "apiTimeoutMs">>;

/**
 * A client for a loader or action: API_BASE_URL as base, the visitor's trace id from the request, and as bearer the
 * offer login's, from its HttpOnly cookie (or the one given: the login checks a bearer it has just received).
 * `setCookie` is the Set-Cookie value to add to the response when the visitor had no trace id yet; `apiFetch` is the
 * embedded demo backend's in-process dispatch, fetch over HTTP without it.
 */
export function createServerApiClient(
  request: Request,
  config: ServerApiConfig,
  bearer: string | undefined = bearerOf(request, config),
): { client: ApiClient; setCookie: string | null } {
  // The trace cookie goes out Secure where the request's cookies are (always in production with a real backend).
  const { traceId, setCookie } = traceIdFromRequest(request, securesCookies(request, config));
  return {
    client: createApiClient({
      baseUrl: config.apiBaseUrl,
      traceId,
      authToken: bearer,
      timeoutMs: config.apiTimeoutMs ?? undefined,
      ...(config.apiFetch ? { fetch: config.apiFetch } : {}),
    }),
    setCookie,
  };
}

/**
 * The offer login's bearer the request carries: its HttpOnly cookie, under the name this request's cookies have
 * (`__Host-auth_token` where they are Secure, so a cookie planted under the plain name is not read).
 */
export function bearerOf(request: Request, config: Pick<AppConfig, "secureCookies">): string | undefined {
  return readAuthCookie(request.headers.get("cookie"), securesCookies(request, config));
}
