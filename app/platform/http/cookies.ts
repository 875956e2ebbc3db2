import { parse, serialize } from "cookie-es";

/** Cookie values by name from a Cookie request header; never throws on malformed input. */
export function readCookies(header: string | null | undefined): Record<string, string | undefined> {
  if (!header) return {};
  try {
    return parse(header);
  } catch {
    return {};
  }
}

export interface CookieOptions {
  maxAgeSeconds: number;
  /** Secure when the page is served over HTTPS. */
  secure: boolean;
  httpOnly?: boolean;
}

/** A Set-Cookie value for the whole site with SameSite=Lax. */
export function setCookie(name: string, value: string, options: CookieOptions): string {
  return serialize(name, value, {
    path: "/",
    maxAge: options.maxAgeSeconds,
    sameSite: "lax",
    secure: options.secure,
    httpOnly: options.httpOnly ?? false,
  });
}

export const DAY_SECONDS = 24 * 60 * 60;

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/**
 * Whether this request's cookies go out `Secure` (and, where the cookie has one, under its `__Host-` name): always
 * when the server is told so (AppConfig.secureCookies: production with a real backend), else when the request came
 * over HTTPS. A browser talks to one origin over one scheme, so a cookie is read back under the name it was set with.
 */
export function securesCookies(request: Request, config: { secureCookies: boolean }): boolean {
  return config.secureCookies || isHttps(request);
}

/**
 * `__Host-<name>` where cookies are Secure: the browser then keeps the cookie only when it is Secure, has `Path=/`
 * and no `Domain`, so no sibling host and no plain-http page can set or shadow it.
 */
export function hostCookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}
