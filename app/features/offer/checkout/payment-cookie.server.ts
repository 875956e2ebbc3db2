import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { serialize } from "cookie-es";
import type { PaymentMethod } from "~/platform/api/types";
import type { AppConfig } from "~/platform/config/app-config";
import { hostCookieName, readCookies, securesCookies } from "~/platform/http/cookies";

/**
 * The payment step's choice until the order is placed. The contract has no call that keeps it (the accept
 * call carries it), and the IBAN must never reach a browser storage a script can read. So the server keeps it
 * in the browser sealed: an HttpOnly session cookie, encrypted and authenticated with AES-256-GCM under a key
 * derived from the app's cookie secret, bound to the offer's token and to the time it was sealed. Scripts cannot
 * read it, the customer cannot forge it, and it ends with the browser session, the order, or its lifetime.
 */
export const PAYMENT_COOKIE = "offer_payment";

/**
 * How long a sealed choice opens: two hours. From the payment step to the order takes minutes, a pause or the way
 * through the payment provider and back (a retry after an aborted payment included) fits; a browser that restores
 * its session keeps a session cookie for days, and the account should not travel with every request that long.
 * Past it, the summary sends the customer back to the payment step to enter it again.
 */
export const PAYMENT_SEAL_SECONDS = 2 * 60 * 60;
/** How far ahead of this instance's clock a seal of another instance may be dated (clocks seconds apart). */
const CLOCK_SKEW_SECONDS = 60;

type CookieConfig = Pick<AppConfig, "cookieSecrets" | "secureCookies">;

export interface SepaChoice {
  iban: string;
  accountHolder: string;
}

export interface PaymentChoice {
  token: string;
  method: PaymentMethod;
  /** With `sepa` only: the mandate's account (the IBAN as the customer typed it, checked by the backend). */
  sepa?: SepaChoice;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The sealed plaintext: the choice and when it was sealed (seconds since the epoch). */
interface Sealed extends PaymentChoice {
  iat: number;
}

const keys = new Map<string, Buffer>();

/**
 * The AES-256 key of one secret, by HKDF-SHA-256 with this cookie's purpose as context: a key for nothing else,
 * whatever else the secret signs. A derivation per secret, so a rotated-out secret still opens what it sealed.
 */
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "customer-frontend", "offer-payment cookie v2", 32));
    keys.set(secret, key);
  }
  return key;
}

/** The sealed value of a choice under one secret (the newest: `cookieSecrets[0]`), dated `now`. */
export function sealPaymentChoice(choice: PaymentChoice, secret: string, now: number = Date.now()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const sealed: Sealed = { ...choice, iat: Math.floor(now / 1000) };
  const text = Buffer.concat([cipher.update(JSON.stringify(sealed), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), text]).toString("base64url");
}

function isSealed(value: unknown): value is Sealed {
  if (typeof value !== "object" || value === null) return false;
  const choice = value as Record<string, unknown>;
  if (typeof choice.token !== "string" || typeof choice.method !== "string") return false;
  if (!Number.isInteger(choice.iat)) return false;
  if (choice.sepa === undefined) return true;
  const sepa = choice.sepa as Record<string, unknown> | null;
  return typeof sepa?.iban === "string" && typeof sepa.accountHolder === "string";
}

function openWith(bytes: Buffer, secret: string): unknown {
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString();
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The sealed value opened with the first secret that authenticates it; null when it was forged, cut, sealed under
 * no secret of these, is not a choice, or was sealed more than `PAYMENT_SEAL_SECONDS` ago.
 */
export function openPaymentChoice(
  value: string,
  secrets: readonly string[],
  now: number = Date.now(),
): PaymentChoice | null {
  const bytes = Buffer.from(value, "base64url");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  for (const secret of secrets) {
    const opened = openWith(bytes, secret);
    if (opened === undefined) continue;
    if (!isSealed(opened)) return null;
    const age = Math.floor(now / 1000) - opened.iat;
    if (age > PAYMENT_SEAL_SECONDS || age < -CLOCK_SKEW_SECONDS) return null;
    const { iat: _sealedAt, ...choice } = opened;
    return choice;
  }
  return null;
}

/** `__Host-offer_payment` where the request's cookies are Secure, else `offer_payment`. */
function paymentCookieName(request: Request, config: CookieConfig): string {
  return hostCookieName(PAYMENT_COOKIE, securesCookies(request, config));
}

/** The payment choice for this offer from the request; another offer's, or an expired one, counts as none. */
export function readPaymentChoice(
  request: Request,
  token: string,
  config: CookieConfig,
  now: number = Date.now(),
): PaymentChoice | null {
  const value = readCookies(request.headers.get("Cookie"))[paymentCookieName(request, config)];
  const choice = value ? openPaymentChoice(value, config.cookieSecrets, now) : null;
  return choice?.token === token ? choice : null;
}

/**
 * Set-Cookie for a saved payment step: HttpOnly, a session cookie (no expiry date; the seal has its own). SameSite=Lax,
 * not Strict: the customer comes back from the payment provider's site by a top-level navigation, which must carry
 * it. Secure and `__Host-` where the request's cookies are (`securesCookies`).
 */
export function paymentChoiceCookie(request: Request, config: CookieConfig, choice: PaymentChoice): string {
  const secure = securesCookies(request, config);
  return serialize(hostCookieName(PAYMENT_COOKIE, secure), sealPaymentChoice(choice, config.cookieSecrets[0]), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
  });
}

/** Set-Cookie that forgets the payment choice (after the order). */
export function clearPaymentChoiceCookie(request: Request, config: CookieConfig): string {
  const secure = securesCookies(request, config);
  return serialize(hostCookieName(PAYMENT_COOKIE, secure), "", {
    path: "/",
    maxAge: 0,
    httpOnly: true,
    sameSite: "lax",
    secure,
  });
}
