import { createBrowserApiClient } from "~/platform/api/browser";
import { validateIban } from "~/platform/api/endpoints/validate-iban";
import { fieldErrorsOf } from "~/platform/api/error-catalogue";
import type { BrandSlug } from "~/platform/api/types";
import type { IbanCheck } from "./payment.server";

/**
 * The backend's word on an IBAN, asked from the browser when the customer leaves the field: the IBAN in groups of
 * four and the bank, or whether the backend named the IBAN wrong. A call that fails otherwise is no verdict (the
 * action checks again when the form is sent). The IBAN field loads this module, and with it the browser's API
 * client, on the first check: the payment step's first load does without both.
 */
export async function checkIban(
  brand: BrandSlug,
  iban: string,
): Promise<{ result: IbanCheck | null; invalid: boolean }> {
  try {
    const result = await validateIban(createBrowserApiClient(), { brand, iban });
    return { result: { ibanFormatted: result.ibanFormatted, bankName: result.bankName ?? null }, invalid: false };
  } catch (caught) {
    return { result: null, invalid: fieldErrorsOf(caught).some((fieldError) => fieldError.field === "iban") };
  }
}
