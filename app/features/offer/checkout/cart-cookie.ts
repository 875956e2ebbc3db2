import type { OfferUseCase } from "~/platform/api/types";
import type { AppConfig } from "~/platform/config/app-config";
import { DAY_SECONDS, hostCookieName, readCookies, securesCookies, setCookie } from "~/platform/http/cookies";

/**
 * The cart's identity on the server's side: the local-storage cart is out of the server's reach, so
 * the choice also lives in a small HttpOnly cookie — token, chosen offer (0 = the initial offer, then the
 * alternatives) and use case. The checkout's guards read it on every render, also the first one; scripts
 * (tag manager included) cannot read the token from it. One cookie per browser: the last choice wins. Secure and
 * `__Host-offer_choice` where the request's cookies are Secure (`securesCookies`).
 */
export const CART_COOKIE = "offer_choice";
/**
 * A week: a checkout paused for days (an ID document to find, a weekend) goes on where it stopped; after that the
 * offer page's choice is one click again (the backend keeps what was entered). The cookie carries the offer's token,
 * which grants access to the offer, so it does not stay for a month with every request.
 */
const CART_MAX_AGE_DAYS = 7;

export interface CartChoice {
  token: string;
  choice: number;
  useCase: OfferUseCase;
}

const USE_CASES: ReadonlySet<string> = new Set<OfferUseCase>(["Standard", "Novum"]);
const PATTERN = /^(\d{1,2})\.(Standard|Novum)\.([A-Za-z0-9._~-]{1,128})$/;

export function formatCartChoice(value: CartChoice): string {
  return `${value.choice}.${value.useCase}.${value.token}`;
}

/** The cookie's value read back; anything malformed or edited is no cart (null). */
export function parseCartChoice(value: string | undefined): CartChoice | null {
  const match = value ? PATTERN.exec(value) : null;
  if (!match?.[1] || !match[2] || !match[3] || !USE_CASES.has(match[2])) return null;
  return { choice: Number(match[1]), useCase: match[2] as OfferUseCase, token: match[3] };
}

type CookieConfig = Pick<AppConfig, "secureCookies">;

/** The choice for this token from the request's cookie; another token's choice counts as no cart. */
export function readCartChoice(request: Request, config: CookieConfig, token: string): CartChoice | null {
  const name = hostCookieName(CART_COOKIE, securesCookies(request, config));
  const choice = parseCartChoice(readCookies(request.headers.get("Cookie"))[name]);
  return choice?.token === token ? choice : null;
}

export function cartChoiceCookie(request: Request, config: CookieConfig, value: CartChoice): string {
  const secure = securesCookies(request, config);
  return setCookie(hostCookieName(CART_COOKIE, secure), formatCartChoice(value), {
    maxAgeSeconds: CART_MAX_AGE_DAYS * DAY_SECONDS,
    secure,
    httpOnly: true,
  });
}

/** Forgets the choice (after the order): an expired cookie. */
export function clearCartChoiceCookie(request: Request, config: CookieConfig): string {
  const secure = securesCookies(request, config);
  return setCookie(hostCookieName(CART_COOKIE, secure), "", { maxAgeSeconds: 0, secure, httpOnly: true });
}
