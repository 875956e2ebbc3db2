import type { DemoContext } from "../demo-context.ts";
import { HttpProblem, json, problem, type Schemas } from "../http.ts";
import type { OperationRequest } from "../router.ts";
import { findOfferSeed, OFFER_SEEDS } from "../seed/offers.ts";

/**
 * `GET /api/auth/token`, as the contract asks a backend to guard it: the code is checked against the named offer's
 * code only (its bearer opens that offer only), and wrong codes per offer are limited. The front end limits too, but
 * per instance: with several instances only this limit bounds the guesses for one offer.
 */

/** Wrong codes per offer within one window; the next exchange for that offer answers 429 until the window ends. */
export const LOGIN_ATTEMPTS = { wrongCodes: 5, windowMs: 10 * 60 * 1000 } as const;

/** The bucket of calls without `offer` (older clients): counted together, as if for one offer. */
const WITHOUT_OFFER = "";

/** Wrong codes counted for one offer since its window began. */
export interface LoginAttempts {
  wrong: number;
  /** When the window that began with the first wrong code ends (ms since the epoch). */
  windowEnds: number;
}

/** Seconds until the offer's login takes codes again, or null while it does. */
export function lockedForSeconds(attempts: LoginAttempts | undefined, now: number): number | null {
  if (!attempts || now >= attempts.windowEnds || attempts.wrong < LOGIN_ATTEMPTS.wrongCodes) return null;
  return Math.max(1, Math.ceil((attempts.windowEnds - now) / 1000));
}

/** The attempts after one more wrong code: a new window once the last one has ended. */
export function withWrongCode(attempts: LoginAttempts | undefined, now: number): LoginAttempts {
  if (!attempts || now >= attempts.windowEnds) return { wrong: 1, windowEnds: now + LOGIN_ATTEMPTS.windowMs };
  return { wrong: attempts.wrong + 1, windowEnds: attempts.windowEnds };
}

/** The offer (a seed's or a private copy's token) whose code this is: the named one, or without a name any. */
function offerOfCode(code: string, offer: string | undefined): string | undefined {
  if (offer !== undefined) return findOfferSeed(offer)?.seed.loginCodes?.includes(code) ? offer : undefined;
  return OFFER_SEEDS.find((seed) => seed.loginCodes?.includes(code))?.token;
}

export function getAuthToken(request: OperationRequest, demo: DemoContext): Response {
  const now = demo.now().getTime();
  for (const [key, attempts] of demo.loginAttempts) if (now >= attempts.windowEnds) demo.loginAttempts.delete(key);
  const code = request.query.code ?? "";
  const key = request.query.offer ?? WITHOUT_OFFER;
  const locked = lockedForSeconds(demo.loginAttempts.get(key), now);
  if (locked !== null) {
    const body = { code: "TOO_MANY_REQUESTS", message: "Too many wrong login codes for this offer." } as const;
    throw new HttpProblem(429, body, { "retry-after": String(locked) });
  }
  const offer = offerOfCode(code, request.query.offer);
  if (offer === undefined) {
    demo.loginAttempts.set(key, withWrongCode(demo.loginAttempts.get(key), now));
    throw problem(401, "AUTH_CODE_INVALID", "The login code is not valid.");
  }
  demo.loginAttempts.delete(key);
  const accessToken = `demo-access-${demo.randomId()}`;
  demo.authTokens.set(accessToken, offer);
  const body: Schemas["AuthToken"] = { accessToken, tokenType: "Bearer", expiresIn: 3600 };
  return json(body);
}
