import { describe, expect, it } from "vitest";
import { declinedCookie, hasDeclined, MAX_PROOFS, PROOF_COOKIE, proofOf } from "./decline-proof.server";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const OTHER = "another-secret-that-is-long-enough-9876543210";
const PLAIN = { secrets: [SECRET], secure: false } as const;
const SECURE = { secrets: [SECRET], secure: true } as const;
const LINK = { token: "demo-decline-mail", brand: "o2" };

/** The Cookie header a browser would send back for a Set-Cookie value. */
function sentBack(setCookie: string): string {
  return setCookie.split(";", 1)[0] ?? "";
}

describe("decline proof cookie", () => {
  it("is HttpOnly, SameSite=Lax, for a few days, and holds a keyed hash, never the token", () => {
    const cookie = declinedCookie(null, PLAIN, LINK);
    expect(cookie).toMatch(new RegExp(`^${PROOF_COOKIE}=`));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
    expect(cookie).toContain("Max-Age=604800");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("demo-decline-mail");
  });

  it("is Secure and `__Host-email_rejection` where cookies are Secure, and read back only under that name", () => {
    const cookie = declinedCookie(null, SECURE, LINK);
    expect(cookie).toMatch(new RegExp(`^__Host-${PROOF_COOKIE}=`));
    expect(cookie).toContain("Secure");
    expect(cookie).not.toContain("Domain");
    expect(hasDeclined(sentBack(cookie), SECURE, LINK)).toBe(true);
    expect(hasDeclined(sentBack(cookie).replace(/^__Host-/, ""), SECURE, LINK)).toBe(false);
  });

  it("proves this link only: not another token, brand or secret, and nothing without the cookie", () => {
    const header = sentBack(declinedCookie(null, PLAIN, LINK));
    expect(hasDeclined(header, PLAIN, LINK)).toBe(true);
    expect(hasDeclined(header, PLAIN, { ...LINK, token: "demo-decline-mail-blau" })).toBe(false);
    expect(hasDeclined(header, PLAIN, { ...LINK, brand: "blau" })).toBe(false);
    expect(hasDeclined(header, { secrets: [OTHER], secure: false }, LINK)).toBe(false);
    expect(hasDeclined(null, PLAIN, LINK)).toBe(false);
    expect(hasDeclined(`${PROOF_COOKIE}=forged.${"x".repeat(30)}`, PLAIN, LINK)).toBe(false);
  });

  it("is made with the newest secret and checked against each: a rotation keeps the proofs given before", () => {
    const rotated = { secrets: [OTHER, SECRET], secure: false } as const;
    const before = sentBack(declinedCookie(null, PLAIN, LINK));
    expect(hasDeclined(before, rotated, LINK)).toBe(true);
    const after = sentBack(declinedCookie(null, rotated, LINK));
    expect(hasDeclined(after, { secrets: [OTHER], secure: false }, LINK)).toBe(true);
    expect(hasDeclined(after, PLAIN, LINK)).toBe(false);
  });

  it("cannot be forged from the token: the hash is keyed", () => {
    expect(proofOf(SECRET, LINK)).not.toBe(proofOf(OTHER, LINK));
    expect(proofOf(SECRET, LINK)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("keeps earlier links' proofs, the newest first, up to the limit", () => {
    let header = "";
    const links = Array.from({ length: MAX_PROOFS + 2 }, (_, i) => ({ token: `link-${i}`, brand: "o2" }));
    for (const link of links) header = sentBack(declinedCookie(header, PLAIN, link));
    expect(hasDeclined(header, PLAIN, links.at(-1) ?? LINK)).toBe(true);
    expect(hasDeclined(header, PLAIN, links[2] ?? LINK)).toBe(true);
    expect(hasDeclined(header, PLAIN, links[1] ?? LINK)).toBe(false);
    expect(hasDeclined(header, PLAIN, links[0] ?? LINK)).toBe(false);
    // Declining the same link again does not add a second proof.
    const again = sentBack(declinedCookie(header, PLAIN, links.at(-1) ?? LINK));
    expect(again.split("=")[1]?.split(".")).toHaveLength(MAX_PROOFS);
  });
});
