import { serialize } from "cookie-es";
import { hostCookieName, readCookies } from "../http/cookies.ts";

/**
 * The offer login's bearer, kept where no script can read it: an HttpOnly, SameSite=Strict session cookie the
 * server sets on the code exchange (`__Host-auth_token` where cookies are Secure). Loaders and actions send it as
 * `Authorization: Bearer` (app/platform/api/server.ts); the browser's own `/api` calls get it added by the proxy
 * (server/api-proxy.ts), which never forwards the cookie itself.
 */
export const AUTH_TOKEN_COOKIE = "auth_token";

/** Bearer tokens as the contract issues them; anything else in the cookie is ignored. */
const BEARER = /^[A-Za-z0-9._~+/=-]{1,2048}$/;

export function isBearerToken(value: string | undefined): value is string {
  return typeof value === "string" && BEARER.test(value);
}

export function authCookieName(secure: boolean): string {
  return hostCookieName(AUTH_TOKEN_COOKIE, secure);
}

/** The bearer a Cookie header carries under the name this request's cookies have, if it is one. */
export function readAuthCookie(cookieHeader: string | null | undefined, secure: boolean): string | undefined {
  const value = readCookies(cookieHeader)[authCookieName(secure)];
  return isBearerToken(value) ? value : undefined;
}

/** Set-Cookie for the bearer: HttpOnly, SameSite=Strict, for the whole site, ending with the browser session. */
export function authCookie(token: string, secure: boolean): string {
  return serialize(authCookieName(secure), token, { path: "/", httpOnly: true, sameSite: "strict", secure });
}

/** Set-Cookie that forgets the bearer. */
export function clearAuthCookie(secure: boolean): string {
  return serialize(authCookieName(secure), "", { path: "/", httpOnly: true, sameSite: "strict", secure, maxAge: 0 });
}
