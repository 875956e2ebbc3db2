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
