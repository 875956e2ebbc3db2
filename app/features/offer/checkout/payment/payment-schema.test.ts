import { describe, expect, it } from "vitest";
import { normaliseIban, parsePayment } from "./payment-schema";

const ALL = ["sepa", "creditCard", "paypal", "invoice"] as const;
const SEPA = {
  paymentMethod: "sepa",
  iban: "de89 3704 0044 0532 0130 00",
  accountHolder: " Erika Mustermann ",
  mandate: "accepted",
};

describe("payment rules", () => {
  it("take a SEPA choice with the IBAN in electronic format and the trimmed holder", () => {
    expect(parsePayment(SEPA, ALL)).toEqual({
      success: true,
      payment: { method: "sepa", iban: "DE89370400440532013000", accountHolder: "Erika Mustermann" },
    });
    expect(normaliseIban(" de89-3704 0044 ")).toBe("DE8937040044");
  });

  it("need nothing more for the provider's methods and the invoice, and ignore the account fields then", () => {
    expect(parsePayment({ paymentMethod: "paypal", iban: "nonsense" }, ALL)).toEqual({
      success: true,
      payment: { method: "paypal" },
    });
    expect(parsePayment({ paymentMethod: "invoice" }, ALL)).toMatchObject({ success: true });
  });

  it("accept only a method the offer allows", () => {
    expect(parsePayment({}, ALL)).toEqual({
      success: false,
      errors: { paymentMethod: "checkout.payment.error.choose" },
    });
    expect(parsePayment({ paymentMethod: "invoice" }, ["sepa", "paypal"])).toEqual({
      success: false,
      errors: { paymentMethod: "checkout.payment.error.choose" },
    });
  });

  it("name the problems of a SEPA choice on their fields", () => {
    expect(parsePayment({ paymentMethod: "sepa" }, ALL)).toEqual({
      success: false,
      errors: {
        iban: "checkout.payment.error.required",
        accountHolder: "checkout.payment.error.required",
        mandate: "checkout.payment.error.mandate",
      },
    });
    expect(parsePayment({ ...SEPA, iban: "DE89 3704", accountHolder: "E", mandate: "on" }, ALL)).toEqual({
      success: false,
      errors: {
        iban: "checkout.payment.error.iban",
        accountHolder: "checkout.payment.error.accountHolder",
        mandate: "checkout.payment.error.mandate",
      },
    });
    expect(parsePayment({ ...SEPA, accountHolder: "x".repeat(71) }, ALL)).toMatchObject({
      errors: { accountHolder: "checkout.payment.error.accountHolder" },
    });
  });
});
