import { createCookie } from "react-router";
import type { AppConfig } from "../config/app-config";
import { hostCookieName, securesCookies } from "./cookies";

/** What a signed cookie needs of the app's configuration: its secrets, and whether cookies are Secure. */
export type CookieConfig = Pick<AppConfig, "cookieSecrets" | "secureCookies">;

/**
 * How far a cookie's issue time may lie ahead of this instance's clock: another instance issued it, and the clocks
 * of a cluster are seconds, not minutes, apart.
 */
const CLOCK_SKEW_SECONDS = 60;

/** A signed cookie of one request: the Set-Cookie value for a new value, and the value this request carries. */
export interface SignedCookie {
  /** The name the browser keeps it under (`__Host-…` where cookies are Secure). */
  readonly name: string;
  serialize(value: unknown): Promise<string>;
  /** The value, when one of the secrets signed it and it was issued within its lifetime; otherwise null. */
  parse(): Promise<unknown>;
}

interface Issued {
  value: unknown;
  /** Issued at, in seconds since the epoch. */
  iat: number;
}

function isIssued(value: unknown): value is Issued {
  return typeof value === "object" && value !== null && "value" in value && Number.isInteger((value as Issued).iat);
}

/**
 * A short-lived, signed, HttpOnly cookie for a value that must survive one redirect and a reload (e.g. the receipt
 * of a submitted form), without server-side sessions. The first secret signs, every one verifies (a rotation keeps
 * the cookies already issued). The value carries its issue time, and the server refuses it after `maxAgeSeconds`
 * as the browser would: a copied cookie does not outlive its lifetime either. Where cookies are Secure
 * (`securesCookies`) it is `__Host-<name>`, so no other host of the domain and no plain-http page can set it.
 */
export function signedCookie(
  name: string,
  maxAgeSeconds: number,
  request: Request,
  config: CookieConfig,
  now: number = Date.now(),
): SignedCookie {
  const secure = securesCookies(request, config);
  const cookie = createCookie(hostCookieName(name, secure), {
    secrets: [...config.cookieSecrets],
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: maxAgeSeconds,
    secure,
  });
  const nowSeconds = Math.floor(now / 1000);
  return {
    name: cookie.name,
    serialize: (value) => cookie.serialize({ value, iat: nowSeconds } satisfies Issued),
    async parse() {
      let issued: unknown;
      try {
        issued = await cookie.parse(request.headers.get("cookie"));
      } catch {
        return null;
      }
      if (!isIssued(issued)) return null;
      const age = nowSeconds - issued.iat;
      return age <= maxAgeSeconds && age >= -CLOCK_SKEW_SECONDS ? issued.value : null;
    },
  };
}
