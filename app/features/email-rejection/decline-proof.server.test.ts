import { describe, expect, it } from "vitest";
import { declinedCookie, hasDeclined, MAX_PROOFS, PROOF_COOKIE, proofOf } from "./decline-proof.server";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const LINK = { token: "demo-decline-mail", brand: "o2" };

/** The Cookie header a browser would send back for a Set-Cookie value. */
function sentBack(setCookie: string): string {
  return setCookie.split(";", 1)[0] ?? "";
}

describe("decline proof cookie", () => {
  it("is HttpOnly, SameSite=Lax, for a few days, and holds a keyed hash, never the token", () => {
    const cookie = declinedCookie(null, SECRET, LINK, true);
    expect(cookie).toMatch(new RegExp(`^${PROOF_COOKIE}=`));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("Max-Age=604800");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("demo-decline-mail");
    expect(declinedCookie(null, SECRET, LINK, false)).not.toContain("Secure");
  });

  it("proves this link only: not another token, brand or secret, and nothing without the cookie", () => {
    const header = sentBack(declinedCookie(null, SECRET, LINK, false));
    expect(hasDeclined(header, SECRET, LINK)).toBe(true);
    expect(hasDeclined(header, SECRET, { ...LINK, token: "demo-decline-mail-blau" })).toBe(false);
    expect(hasDeclined(header, SECRET, { ...LINK, brand: "blau" })).toBe(false);
    expect(hasDeclined(header, "another-secret-that-is-long-enough-9876543210", LINK)).toBe(false);
    expect(hasDeclined(null, SECRET, LINK)).toBe(false);
    expect(hasDeclined(`${PROOF_COOKIE}=forged.${"x".repeat(30)}`, SECRET, LINK)).toBe(false);
  });

  it("cannot be forged from the token: the hash is keyed", () => {
    expect(proofOf(SECRET, LINK)).not.toBe(proofOf("another-secret-that-is-long-enough-9876543210", LINK));
    expect(proofOf(SECRET, LINK)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("keeps earlier links' proofs, the newest first, up to the limit", () => {
    let header = "";
    const links = Array.from({ length: MAX_PROOFS + 2 }, (_, i) => ({ token: `link-${i}`, brand: "o2" }));
    for (const link of links) header = sentBack(declinedCookie(header, SECRET, link, false));
    expect(hasDeclined(header, SECRET, links.at(-1) ?? LINK)).toBe(true);
    expect(hasDeclined(header, SECRET, links[2] ?? LINK)).toBe(true);
    expect(hasDeclined(header, SECRET, links[1] ?? LINK)).toBe(false);
    expect(hasDeclined(header, SECRET, links[0] ?? LINK)).toBe(false);
    // Declining the same link again does not add a second proof.
    const again = sentBack(declinedCookie(header, SECRET, links.at(-1) ?? LINK, false));
    expect(again.split("=")[1]?.split(".")).toHaveLength(MAX_PROOFS);
  });
});
