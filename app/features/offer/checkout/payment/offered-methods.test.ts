import { describe, expect, it } from "vitest";
import { offeredPaymentMethods } from "./offered-methods";

const CREDITOR = { name: "Demo Mobilfunk GmbH", identifier: "DE98ZZZ09999999999" };

describe("offeredPaymentMethods", () => {
  it("keeps the offer's methods in the contract's order when the brand has a SEPA creditor", () => {
    const offer = { paymentMethods: ["paypal", "sepa", "creditCard"] as const };
    expect(offeredPaymentMethods({ paymentMethods: [...offer.paymentMethods] }, CREDITOR)).toEqual([
      "sepa",
      "creditCard",
      "paypal",
    ]);
  });
  it("drops direct debit where no creditor is configured: a mandate must name its payee", () => {
    expect(offeredPaymentMethods({ paymentMethods: ["sepa", "invoice"] }, null)).toEqual(["invoice"]);
    expect(offeredPaymentMethods({ paymentMethods: ["sepa"] }, null)).toEqual([]);
  });
});
