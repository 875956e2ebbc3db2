// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { draftValues } from "~/platform/forms/form-draft";
import { IDENTITY_DRAFT_EXCLUDE } from "./identity-schema";

describe("the identity step's draft", () => {
  it("keeps every field but the document number", () => {
    const form = document.createElement("form");
    form.innerHTML = `
      <input name="documentType" value="passport">
      <input name="documentNumber" value="C01X00T47">
      <input name="issuingCountry" value="AT">
      <input name="issuingAuthority" value="Wien">
      <input name="expiryDate" value="31.08.2031">`;
    const draft = draftValues(form, IDENTITY_DRAFT_EXCLUDE);
    expect(draft).toEqual({
      documentType: "passport",
      issuingCountry: "AT",
      issuingAuthority: "Wien",
      expiryDate: "31.08.2031",
    });
    expect(JSON.stringify(draft)).not.toContain("C01X00T47");
  });
});
