import { createHmac, timingSafeEqual } from "node:crypto";
import { serialize } from "cookie-es";
import { DAY_SECONDS, hostCookieName, readCookies } from "~/platform/http/cookies";

/**
 * Proof that this browser declined a link: an HttpOnly cookie with a keyed hash of brand and token per
 * declined link (never the token), so a reload shows the confirmation without calling the backend again.
 * Path `/`: the page's data requests (`/email-ablehnung.data`) and its other languages (`/en/…`) lie
 * outside `/email-ablehnung`. `__Host-email_rejection` where cookies are Secure. A proof is made with the newest
 * cookie secret and checked against each, so a rotation keeps the proofs already given.
 */
export const PROOF_COOKIE = "email_rejection";
export const PROOF_MAX_AGE_SECONDS = 7 * DAY_SECONDS;
/** Links remembered at most; the oldest drops out. */
export const MAX_PROOFS = 8;

const PROOF = /^[A-Za-z0-9_-]{22}$/;

/** 128 bits of HMAC-SHA-256 over brand and token, base64url. */
export function proofOf(secret: string, link: { token: string; brand: string }): string {
  return createHmac("sha256", secret).update(`${link.brand}\n${link.token}`).digest("base64url").slice(0, 22);
}

/** Where the proof cookie goes and under which name: Secure and `__Host-` or neither (`securesCookies`). */
interface ProofCookie {
  secrets: readonly [string, ...string[]];
  secure: boolean;
}

function proofsIn(cookieHeader: string | null, secure: boolean): string[] {
  const value = readCookies(cookieHeader)[hostCookieName(PROOF_COOKIE, secure)] ?? "";
  return value.split(".").filter((proof) => PROOF.test(proof));
}

function same(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** True when the request carries the proof for this link, made with any of the secrets. */
export function hasDeclined(cookieHeader: string | null, cookie: ProofCookie, link: { token: string; brand: string }) {
  const seen = proofsIn(cookieHeader, cookie.secure);
  return cookie.secrets.some((secret) => {
    const proof = proofOf(secret, link);
    return seen.some((one) => same(one, proof));
  });
}

/** The Set-Cookie value after declining this link: its proof first, the others kept up to the limit. */
export function declinedCookie(
  cookieHeader: string | null,
  cookie: ProofCookie,
  link: { token: string; brand: string },
): string {
  const { secure } = cookie;
  const proof = proofOf(cookie.secrets[0], link);
  const proofs = [proof, ...proofsIn(cookieHeader, secure).filter((seen) => seen !== proof)].slice(0, MAX_PROOFS);
  return serialize(hostCookieName(PROOF_COOKIE, secure), proofs.join("."), {
    path: "/",
    maxAge: PROOF_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: "lax",
    secure,
  });
}
