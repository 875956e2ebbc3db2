import { parseDate } from "@internationalized/date";
import { data, type RouterContextProvider, redirect } from "react-router";
import { getCustomerDetails } from "~/platform/api/endpoints/get-customer-details";
import { getNationalities } from "~/platform/api/endpoints/get-nationalities";
import { updateCustomerDetails } from "~/platform/api/endpoints/update-customer-details";
import { fieldErrorsOf } from "~/platform/api/error-catalogue";
import type { IdentityDocument } from "~/platform/api/types";
import { requestScope } from "~/platform/config/context";
import { type BodyProblem, readFormBody } from "~/platform/forms/form-body.server";
import { type EchoedValues, echoValues } from "~/platform/forms/form-values";
import { germanDay } from "~/platform/i18n/calendar.server";
import { intlFormat } from "~/platform/i18n/intl-cache";
import { type Language, LOCALES, localizePath } from "~/platform/i18n/languages";
import { formatDateText } from "~/ui/date-picker/date-text";
import type { CheckoutIdentityMessageKey as Message } from "../../messages/checkout-identity-de";
import { type CheckoutStepContext, guardCheckoutStep } from "../checkout-guard.server";
import { countryNamer } from "../country-names";
import { nextStep, stepPath } from "../steps";
import { type IdentityErrors, type IdentityValues, identityForm, parseIdentity } from "./identity-schema";

/** A country the document may come from: ISO code and its name in the page's language. */
export interface CountryOption {
  id: string;
  label: string;
}

export interface IdentityPageData extends CheckoutStepContext {
  /** The saved document as the form shows it (expiry in the page's date format). */
  saved: EchoedValues;
  countries: CountryOption[];
  today: string;
}

export type IdentityActionData =
  | { status: "invalid"; errors: IdentityErrors; values: EchoedValues }
  | { status: "failed"; message: Message | BodyProblem; values: EchoedValues };

const DEFAULT_COUNTRY = "DE";

/** Country names in the page's language, worded on the server (engines differ; hydration must match). */
export function countryOptions(codes: readonly string[], lang: Language): CountryOption[] {
  const nameOf = countryNamer(lang);
  const unique = [...new Set([DEFAULT_COUNTRY, ...codes])];
  const collator = intlFormat(Intl.Collator, LOCALES[lang]);
  return unique
    .map((id) => ({ id, label: nameOf(id) ?? id }))
    .sort((a, b) =>
      a.id === DEFAULT_COUNTRY ? -1 : b.id === DEFAULT_COUNTRY ? 1 : collator.compare(a.label, b.label),
    );
}

/** The saved document as form values; the expiry date in the page's format. */
export function savedValues(document: IdentityDocument | undefined, lang: Language): EchoedValues {
  if (!document) return { issuingCountry: DEFAULT_COUNTRY };
  let expiry = document.expiryDate;
  try {
    expiry = formatDateText(parseDate(document.expiryDate), LOCALES[lang]);
  } catch {
    // An unreadable date is shown as the backend sent it; the rules name the problem.
  }
  return {
    documentType: document.type,
    documentNumber: document.number,
    issuingCountry: document.issuingCountry,
    issuingAuthority: document.issuingAuthority ?? "",
    expiryDate: expiry,
  };
}

/** The step's page: guards, the saved document and the country list (each optional: the form works without). */
export async function loadIdentityStep(
  request: Request,
  token: string,
  context: Readonly<RouterContextProvider>,
): Promise<IdentityPageData> {
  const step = await guardCheckoutStep(request, token, "identityData", context);
  const { brand, lang, api } = requestScope(context);
  const [details, nationalities] = await Promise.allSettled([
    getCustomerDetails(api, { brand, token }),
    getNationalities(api, brand),
  ]);
  const document = details.status === "fulfilled" ? details.value.identityDocument : undefined;
  const codes = nationalities.status === "fulfilled" ? nationalities.value.map((n) => n.code) : [];
  if (document) codes.push(document.issuingCountry);
  return {
    ...step,
    saved: savedValues(document, lang),
    countries: countryOptions(codes, lang),
    today: germanDay(new Date()),
  };
}

/** What the step's form posts: its table's inputs. */
const IDENTITY_BODY = { text: identityForm.inputs };

/**
 * The step's post, with or without JavaScript: the guards, the rules, `updateCustomerDetails` with the
 * document, then the next step. Every answer but the redirect carries the entries back.
 */
export async function identityAction(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  const step = await guardCheckoutStep(request, token, "identityData", context);
  const { brand, lang, api } = requestScope(context);
  const body = await readFormBody(request, IDENTITY_BODY);
  if (!body.ok) {
    const { status, message, values } = body;
    return data<IdentityActionData>({ status: "failed", message, values }, status);
  }
  const values = echoValues(body.formData);
  const parsed = parseIdentity(values as IdentityValues, { today: germanDay(new Date()), locale: LOCALES[lang] });
  if (!parsed.success) return data<IdentityActionData>({ status: "invalid", errors: parsed.errors, values }, 400);
  try {
    await updateCustomerDetails(api, { brand, token, update: { identityDocument: parsed.document } });
  } catch (error) {
    const { errors } = identityForm.apiErrors(fieldErrorsOf(error));
    if (Object.keys(errors).length > 0) return data<IdentityActionData>({ status: "invalid", errors, values }, 400);
    return data<IdentityActionData>({ status: "failed", message: "checkout.identity.error.saveFailed", values }, 502);
  }
  const next = nextStep(step.kind, "identityData") ?? "payment";
  return redirect(localizePath(stepPath(token, next), lang));
}
