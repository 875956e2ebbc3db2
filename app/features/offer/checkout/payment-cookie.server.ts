import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { serialize } from "cookie-es";
import type { PaymentMethod } from "~/platform/api/types";
import { isHttps, readCookies } from "~/platform/http/cookies";

/**
 * The payment step's choice until the order is placed. The contract has no call that keeps it (the accept
 * call carries it), and the IBAN must never reach a browser storage a script can read. So the server keeps it
 * in the browser sealed: an HttpOnly session cookie, encrypted and authenticated with AES-256-GCM under the
 * app's cookie secret, bound to the offer's token. Scripts cannot read it, the customer cannot forge it,
 * and it ends with the browser session or the order.
 */
export const PAYMENT_COOKIE = "offer_payment";

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

function keyOf(secret: string): Buffer {
  return createHash("sha256").update(`offer-payment\n${secret}`).digest();
}

export function sealPaymentChoice(choice: PaymentChoice, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(choice), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

function isPaymentChoice(value: unknown): value is PaymentChoice {
  if (typeof value !== "object" || value === null) return false;
  const choice = value as Record<string, unknown>;
  if (typeof choice.token !== "string" || typeof choice.method !== "string") return false;
  if (choice.sepa === undefined) return true;
  const sepa = choice.sepa as Record<string, unknown> | null;
  return typeof sepa?.iban === "string" && typeof sepa.accountHolder === "string";
}

/** The sealed value opened; null when it was forged, cut, sealed under another secret or is not a choice. */
export function openPaymentChoice(value: string, secret: string): PaymentChoice | null {
  try {
    const bytes = Buffer.from(value, "base64url");
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString();
    const parsed: unknown = JSON.parse(text);
    return isPaymentChoice(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The payment choice for this offer from the request; another offer's counts as none. */
export function readPaymentChoice(request: Request, token: string, secret: string): PaymentChoice | null {
  const value = readCookies(request.headers.get("Cookie"))[PAYMENT_COOKIE];
  const choice = value ? openPaymentChoice(value, secret) : null;
  return choice?.token === token ? choice : null;
}

/**
 * Set-Cookie for a saved payment step: HttpOnly, a session cookie (no expiry date). SameSite=Lax, not Strict:
 * the customer comes back from the payment provider's site by a top-level navigation, which must carry it.
 */
export function paymentChoiceCookie(request: Request, choice: PaymentChoice, secret: string): string {
  return serialize(PAYMENT_COOKIE, sealPaymentChoice(choice, secret), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(request),
  });
}

/** Set-Cookie that forgets the payment choice (after the order). */
export function clearPaymentChoiceCookie(request: Request): string {
  return serialize(PAYMENT_COOKIE, "", {
    path: "/",
    maxAge: 0,
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps(request),
  });
}
