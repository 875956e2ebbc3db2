import { data, type RouterContextProvider, redirect } from "react-router";
import { getCustomerDetails } from "~/platform/api/endpoints/get-customer-details";
import { getNationalities } from "~/platform/api/endpoints/get-nationalities";
import { updateCustomerDetails } from "~/platform/api/endpoints/update-customer-details";
import { validateAddress } from "~/platform/api/endpoints/validate-address";
import { fieldErrorsOf } from "~/platform/api/error-catalogue";
import type { Address, AddressValidationResponse } from "~/platform/api/types";
import { requestScope } from "~/platform/config/context";
import { readFormBody } from "~/platform/forms/form-body.server";
import { echoValues, valuesOf } from "~/platform/forms/form-values";
import { germanDay } from "~/platform/i18n/calendar.server";
import { localizePath } from "~/platform/i18n/languages";
import { guardCheckoutStep } from "../checkout-guard.server";
import { nationalityOptions } from "../country-names";
import { nextStep, stepPath } from "../steps";
import { addressInputOf, addressOutcome, defaultsFromDetails, intentOf, toPersonalData } from "./personal-data-mapping";
import type { PersonalActionData, PersonalPageData } from "./personal-data-reply";
import { type PersonalErrors, type PersonalValues, parsePersonalData, personalForm } from "./personal-data-schema";

/** The saved details and the nationalities; a backend failure shows the step's load error, never a 500. */
export async function loadPersonalData(
  token: string,
  context: Readonly<RouterContextProvider>,
): Promise<PersonalPageData> {
  const { brand, lang, api } = requestScope(context);
  try {
    const [details, nationalities] = await Promise.all([
      getCustomerDetails(api, { brand, token }),
      getNationalities(api, brand),
    ]);
    return {
      status: "ready",
      defaults: defaultsFromDetails(details),
      nationalities: nationalityOptions(nationalities, lang),
      today: germanDay(new Date()),
    };
  } catch {
    return { status: "failed" };
  }
}

/** The step's load error is the backend's failure: it answers 502, as the other pages do, never 200. */
export async function personalDataLoader(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  const checkout = await guardCheckoutStep(request, token, "personalData", context);
  const page = await loadPersonalData(token, context);
  return data({ ...checkout, page }, { status: page.status === "failed" ? 502 : 200 });
}

/** The backend's field errors ("Validation failed." with the field list) on the form's fields. */
export function apiFieldErrors(error: unknown): PersonalErrors {
  return personalForm.apiErrors(fieldErrorsOf(error)).errors;
}

/** What the step's form posts: its table's inputs and the button that sent it. */
const PERSONAL_BODY = { text: [...personalForm.inputs, "intent"] };

function reply(body: PersonalActionData, status: number) {
  return data(body, { status });
}

/** Check, validate the address, save, go on — or answer with the entries, the correction or the candidates. */
export async function personalDataAction(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  const checkout = await guardCheckoutStep(request, token, "personalData", context);
  const { brand, api } = requestScope(context);
  const body = await readFormBody(request, PERSONAL_BODY);
  if (!body.ok) return reply({ status: "failed", message: body.message, values: body.values }, body.status);
  const { formData } = body;
  const values = valuesOf(formData) as PersonalValues;
  const echoed = echoValues(formData, ["intent"]);

  let nationalities: string[];
  try {
    nationalities = (await getNationalities(api, brand)).map((n) => n.code);
  } catch {
    return reply({ status: "failed", message: "checkout.personal.error.saveFailed", values: echoed }, 502);
  }
  const parsed = parsePersonalData(values, { today: germanDay(new Date()), nationalities });
  if (!parsed.success) return reply({ status: "invalid", errors: parsed.errors, values: echoed }, 400);

  let validation: AddressValidationResponse;
  try {
    validation = await validateAddress(api, { brand, address: addressInputOf(parsed.output) });
  } catch (error) {
    const errors = apiFieldErrors(error);
    if (Object.keys(errors).length > 0) return reply({ status: "invalid", errors, values: echoed }, 400);
    return reply({ status: "failed", message: "checkout.personal.error.addressFailed", values: echoed }, 502);
  }

  const outcome = addressOutcome(validation, intentOf(values), values.addressCandidate ?? "");
  if (outcome.type === "corrected") {
    const { address, corrections } = outcome;
    return reply({ status: "corrected", address, corrections, values: echoed }, 200);
  }
  if (outcome.type === "choice") {
    const errors: PersonalErrors = outcome.missingChoice
      ? { addressCandidate: "checkout.personal.error.candidate" }
      : {};
    return reply(
      { status: "choice", candidates: outcome.candidates, errors, values: echoed },
      outcome.missingChoice ? 400 : 200,
    );
  }
  return save(checkout, outcome.address, parsed.output, echoed, context);
}

async function save(
  checkout: Awaited<ReturnType<typeof guardCheckoutStep>>,
  address: Address,
  parsed: Parameters<typeof toPersonalData>[0],
  echoed: PersonalActionData["values"],
  context: Readonly<RouterContextProvider>,
) {
  const { brand, api } = requestScope(context);
  try {
    await updateCustomerDetails(api, {
      brand,
      token: checkout.token,
      update: { personalData: toPersonalData(parsed, address) },
    });
  } catch (error) {
    const errors = apiFieldErrors(error);
    if (Object.keys(errors).length > 0) return reply({ status: "invalid", errors, values: echoed }, 400);
    return reply({ status: "failed", message: "checkout.personal.error.saveFailed", values: echoed }, 502);
  }
  const next = nextStep(checkout.kind, "personalData") ?? "summary";
  return redirect(localizePath(stepPath(checkout.token, next), checkout.lang), 303);
}
