import { createCipheriv, createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  clearPaymentChoiceCookie,
  openPaymentChoice,
  PAYMENT_COOKIE,
  PAYMENT_SEAL_SECONDS,
  type PaymentChoice,
  paymentChoiceCookie,
  readPaymentChoice,
  sealPaymentChoice,
} from "./payment-cookie.server";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const OLDER = "the-secret-before-that-is-long-enough-98765";
const CONFIG = { cookieSecrets: [SECRET] as [string], secureCookies: false };
const CHOICE: PaymentChoice = {
  token: "demo-offer-standard",
  method: "sepa",
  sepa: { iban: "DE89 3704 0044 0532 0130 00", accountHolder: "Erika Mustermann" },
};
const T0 = Date.UTC(2026, 10, 28, 12, 0, 0);
const request = (cookie?: string, scheme = "http") =>
  new Request(`${scheme}://shop.example/angebot/demo-offer-standard/zahlung`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
const sentBack = (header: string) => header.split(";")[0] ?? "";

describe("payment cookie", () => {
  it("seals the choice: the IBAN is not readable in the cookie, and it opens again with the secret", () => {
    const header = paymentChoiceCookie(request(), CONFIG, CHOICE);
    expect(header).not.toContain("DE89");
    expect(header).not.toContain("3704");
    expect(header).toMatch(new RegExp(`^${PAYMENT_COOKIE}=`));
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Max-Age|Expires|Secure/);
    expect(readPaymentChoice(request(sentBack(header)), "demo-offer-standard", CONFIG)).toEqual(CHOICE);
  });

  it("is Secure and `__Host-offer_payment` in production with a real backend, and read back only under that name", () => {
    const production = { ...CONFIG, secureCookies: true };
    const header = paymentChoiceCookie(request(), production, CHOICE);
    expect(header).toMatch(/^__Host-offer_payment=.*; Secure/);
    expect(header).not.toMatch(/Domain=/);
    expect(readPaymentChoice(request(sentBack(header)), "demo-offer-standard", production)).toEqual(CHOICE);
    const unprefixed = sentBack(header).replace(/^__Host-/, "");
    expect(readPaymentChoice(request(unprefixed), "demo-offer-standard", production)).toBeNull();
    expect(clearPaymentChoiceCookie(request(), production)).toMatch(/^__Host-offer_payment=;.*Max-Age=0.*Secure/);
  });

  it("is Secure and `__Host-` on an https request", () => {
    expect(paymentChoiceCookie(request(undefined, "https"), CONFIG, CHOICE)).toMatch(/^__Host-offer_payment=.*Secure/);
  });

  it("refuses another offer's choice, another secret, and forged or cut values", () => {
    const sealed = sealPaymentChoice(CHOICE, SECRET);
    expect(readPaymentChoice(request(`${PAYMENT_COOKIE}=${sealed}`), "demo-offer-bundle", CONFIG)).toBeNull();
    expect(openPaymentChoice(sealed, ["another-secret-that-is-long-enough-0000"])).toBeNull();
    // One byte of the ciphertext changed (the middle character of the value, swapped for another).
    const middle = Math.floor(sealed.length / 2);
    const flipped = `${sealed.slice(0, middle)}${sealed[middle] === "A" ? "B" : "A"}${sealed.slice(middle + 1)}`;
    expect(flipped).not.toBe(sealed);
    expect(openPaymentChoice(flipped, [SECRET])).toBeNull();
    expect(openPaymentChoice(sealed.slice(0, 20), [SECRET])).toBeNull();
    expect(openPaymentChoice("not base64 <script>", [SECRET])).toBeNull();
    expect(readPaymentChoice(request(), "demo-offer-standard", CONFIG)).toBeNull();
  });

  it("opens with every secret of the list, newest first: a rotation keeps the choices sealed before it", () => {
    const before = sealPaymentChoice(CHOICE, OLDER, T0);
    expect(openPaymentChoice(before, [SECRET, OLDER], T0)).toEqual(CHOICE);
    expect(openPaymentChoice(before, [SECRET], T0)).toBeNull();
    const rotated = { cookieSecrets: [SECRET, OLDER] as [string, string], secureCookies: false };
    const header = paymentChoiceCookie(request(), rotated, CHOICE);
    expect(openPaymentChoice(sentBack(header).split("=")[1] ?? "", [SECRET])).toEqual(CHOICE);
  });

  it("opens for two hours after sealing, not later, and not when dated ahead of this clock", () => {
    const sealed = sealPaymentChoice(CHOICE, SECRET, T0);
    expect(openPaymentChoice(sealed, [SECRET], T0 + PAYMENT_SEAL_SECONDS * 1000)).toEqual(CHOICE);
    expect(openPaymentChoice(sealed, [SECRET], T0 + (PAYMENT_SEAL_SECONDS + 1) * 1000)).toBeNull();
    expect(PAYMENT_SEAL_SECONDS).toBe(2 * 60 * 60);
    expect(openPaymentChoice(sealed, [SECRET], T0 - 30_000)).toEqual(CHOICE);
    expect(openPaymentChoice(sealed, [SECRET], T0 - 10 * 60_000)).toBeNull();
    const request2h = request(`${PAYMENT_COOKIE}=${sealed}`);
    expect(readPaymentChoice(request2h, "demo-offer-standard", CONFIG, T0 + 3 * 60 * 60 * 1000)).toBeNull();
  });

  it("refuses a choice sealed without an issue time, as the key of a plain hash sealed it before", () => {
    // The former format: SHA-256 of the purpose and the secret as key, the choice alone inside.
    const key = createHash("sha256").update(`offer-payment\n${SECRET}`).digest();
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key, iv);
    const text = Buffer.concat([cipher.update(JSON.stringify(CHOICE), "utf8"), cipher.final()]);
    const former = Buffer.concat([iv, cipher.getAuthTag(), text]).toString("base64url");
    expect(openPaymentChoice(former, [SECRET])).toBeNull();
  });

  it("seals twice differently (a fresh nonce each time)", () => {
    expect(sealPaymentChoice(CHOICE, SECRET)).not.toBe(sealPaymentChoice(CHOICE, SECRET));
  });

  it("is forgotten with an expired cookie", () => {
    expect(clearPaymentChoiceCookie(request(), CONFIG)).toMatch(/^offer_payment=;.*Max-Age=0/);
  });
});
