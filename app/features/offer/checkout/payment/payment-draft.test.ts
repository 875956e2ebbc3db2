// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { draftValues } from "~/platform/forms/form-draft";
import { PAYMENT_DRAFT_EXCLUDE } from "./payment-schema";

describe("the payment step's draft", () => {
  it("keeps the method and the account holder, never the IBAN or the mandate", () => {
    const form = document.createElement("form");
    form.innerHTML = `
      <input type="radio" name="paymentMethod" value="sepa" checked>
      <input name="iban" value="DE89 3704 0044 0532 0130 00">
      <input name="accountHolder" value="Erika Mustermann">
      <input type="checkbox" name="mandate" value="accepted" checked>`;
    const draft = draftValues(form, PAYMENT_DRAFT_EXCLUDE);
    expect(draft).toEqual({ paymentMethod: "sepa", accountHolder: "Erika Mustermann" });
    expect(JSON.stringify(draft)).not.toMatch(/DE89|3704/);
  });
});
