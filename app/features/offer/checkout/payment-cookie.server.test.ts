import { describe, expect, it } from "vitest";
import {
  clearPaymentChoiceCookie,
  openPaymentChoice,
  PAYMENT_COOKIE,
  type PaymentChoice,
  paymentChoiceCookie,
  readPaymentChoice,
  sealPaymentChoice,
} from "./payment-cookie.server";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const CHOICE: PaymentChoice = {
  token: "demo-offer-standard",
  method: "sepa",
  sepa: { iban: "DE89 3704 0044 0532 0130 00", accountHolder: "Erika Mustermann" },
};
const request = (cookie?: string) =>
  new Request("https://shop.example/angebot/demo-offer-standard/zahlung", {
    headers: cookie ? { Cookie: cookie } : {},
  });

describe("payment cookie", () => {
  it("seals the choice: the IBAN is not readable in the cookie, and it opens again with the secret", () => {
    const header = paymentChoiceCookie(request(), CHOICE, SECRET);
    expect(header).not.toContain("DE89");
    expect(header).not.toContain("3704");
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Max-Age|Expires/);
    const value = header.split(";")[0] ?? "";
    expect(readPaymentChoice(request(value), "demo-offer-standard", SECRET)).toEqual(CHOICE);
  });

  it("refuses another offer's choice, another secret, and forged or cut values", () => {
    const sealed = sealPaymentChoice(CHOICE, SECRET);
    expect(readPaymentChoice(request(`${PAYMENT_COOKIE}=${sealed}`), "demo-offer-bundle", SECRET)).toBeNull();
    expect(openPaymentChoice(sealed, "another-secret-that-is-long-enough-0000")).toBeNull();
    // One byte of the ciphertext changed (the middle character of the value, swapped for another).
    const middle = Math.floor(sealed.length / 2);
    const flipped = `${sealed.slice(0, middle)}${sealed[middle] === "A" ? "B" : "A"}${sealed.slice(middle + 1)}`;
    expect(flipped).not.toBe(sealed);
    expect(openPaymentChoice(flipped, SECRET)).toBeNull();
    expect(openPaymentChoice(sealed.slice(0, 20), SECRET)).toBeNull();
    expect(openPaymentChoice("not base64 <script>", SECRET)).toBeNull();
    expect(readPaymentChoice(request(), "demo-offer-standard", SECRET)).toBeNull();
  });

  it("seals twice differently (a fresh nonce each time)", () => {
    expect(sealPaymentChoice(CHOICE, SECRET)).not.toBe(sealPaymentChoice(CHOICE, SECRET));
  });

  it("is forgotten with an expired cookie", () => {
    expect(clearPaymentChoiceCookie(request())).toMatch(/Max-Age=0/);
  });
});
