import { type Cookie, createCookie } from "react-router";

/**
 * A short-lived, signed, HttpOnly cookie for a value that must survive one redirect and a reload
 * (e.g. the receipt of a submitted form), without server-side sessions.
 */
export function signedCookie(name: string, secret: string, maxAgeSeconds: number): Cookie {
  return createCookie(name, { secrets: [secret], httpOnly: true, sameSite: "lax", path: "/", maxAge: maxAgeSeconds });
}
