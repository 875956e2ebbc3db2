import type { OfferUseCase } from "~/platform/api/types";
import { DAY_SECONDS, isHttps, readCookies, setCookie } from "~/platform/http/cookies";

/**
 * The cart's identity on the server's side: the local-storage cart is out of the server's reach, so
 * the choice also lives in a small HttpOnly cookie — token, chosen offer (0 = the initial offer, then the
 * alternatives) and use case. The checkout's guards read it on every render, also the first one; scripts
 * (tag manager included) cannot read the token from it. One cookie per browser: the last choice wins.
 */
export const CART_COOKIE = "offer_choice";
const MAX_AGE_DAYS = 30;

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

/** The choice for this token from the request's cookie; another token's choice counts as no cart. */
export function readCartChoice(request: Request, token: string): CartChoice | null {
  const choice = parseCartChoice(readCookies(request.headers.get("Cookie"))[CART_COOKIE]);
  return choice?.token === token ? choice : null;
}

export function cartChoiceCookie(request: Request, value: CartChoice): string {
  return setCookie(CART_COOKIE, formatCartChoice(value), {
    maxAgeSeconds: MAX_AGE_DAYS * DAY_SECONDS,
    secure: isHttps(request),
    httpOnly: true,
  });
}

/** Forgets the choice (after the order): an expired cookie. */
export function clearCartChoiceCookie(request: Request): string {
  return setCookie(CART_COOKIE, "", { maxAgeSeconds: 0, secure: isHttps(request), httpOnly: true });
}
