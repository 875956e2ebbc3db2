import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider, redirect } from "react-router";
import { ApiError } from "~/platform/api/api-error";
import type { ApiClient } from "~/platform/api/client";
import { getTerminationConfig } from "~/platform/api/endpoints/get-termination-config";
import { submitTermination } from "~/platform/api/endpoints/submit-termination";
import { uploadTerminationDocument } from "~/platform/api/endpoints/upload-termination-document";
import { randomUuid } from "~/platform/api/trace-id";
import type { BrandSlug, TerminationConfig, TerminationRequest } from "~/platform/api/types";
import { apiClientContext, appConfigContext, requestInfoContext } from "~/platform/config/context";
import { formErrorsFromApi } from "~/platform/forms/api-field-errors";
import { echoValues } from "~/platform/forms/form-values";
import { isHttps } from "~/platform/http/cookies";
import { signedCookie } from "~/platform/http/signed-cookie.server";
import { LOCALES, localizePath } from "~/platform/i18n/languages";
import type { TerminationMessageKey } from "./messages/de";
import type { FieldErrors, ReceiptPayload, TerminationActionData, TerminationPageData } from "./termination-reply";
import { reasonNeedsProof, todayInGermany } from "./termination-rules";
import { terminationSchema } from "./termination-schema";
import { parseTerminationDate, type TerminationField, type TerminationValues } from "./termination-validation";

const RECEIPT_COOKIE = "termination_receipt";
const RECEIPT_MAX_AGE_SECONDS = 60 * 60;

export function receiptCookie(context: Readonly<RouterContextProvider>) {
  return signedCookie(RECEIPT_COOKIE, context.get(appConfigContext).cookieSecret, RECEIPT_MAX_AGE_SECONDS);
}

function requestScope(context: Readonly<RouterContextProvider>) {
  const { brand, lang } = context.get(requestInfoContext);
  return { brand: brand.slug as BrandSlug, lang, api: context.get(apiClientContext)() };
}

/** The form's configuration; a backend failure shows the form's load error instead of a broken page. */
export async function loadTerminationPage(context: Readonly<RouterContextProvider>): Promise<TerminationPageData> {
  const { brand, api } = requestScope(context);
  const today = todayInGermany(new Date());
  try {
    return { config: await getTerminationConfig(api, brand), submissionId: randomUuid(), today };
  } catch {
    return { config: null, submissionId: randomUuid(), today };
  }
}

/** Where the backend's request paths land in the form. */
const API_FIELDS: Record<string, TerminationField> = {
  serviceType: "serviceType",
  cancellationType: "cancellationType",
  reason: "reason",
  uploadIds: "proof",
  file: "proof",
  selectTerminationDate: "selectTerminationDate",
  terminationDate: "terminationDate",
  "customer.firstName": "firstName",
  "customer.lastName": "lastName",
  "customer.customerNumber": "customerNumber",
  "customer.phoneNumber": "phoneNumber",
  "customer.email": "email",
};

const INVALID_MESSAGES: Partial<Record<TerminationField, TerminationMessageKey>> = {
  customerNumber: "termination.error.customerNumber",
  phoneNumber: "termination.error.phoneNumber",
  email: "termination.error.email",
  terminationDate: "termination.error.dateRange",
  proof: "termination.error.proofType",
};

function messageFor(field: TerminationField, code: string): TerminationMessageKey {
  if (code === "REQUIRED") return field === "proof" ? "termination.error.proofRequired" : "termination.error.required";
  if (code === "NOT_AVAILABLE") return field === "reason" ? "termination.error.reason" : "termination.error.choose";
  if (code === "TOO_LONG") return field === "proof" ? "termination.error.proofSize" : "termination.error.tooLong";
  return INVALID_MESSAGES[field] ?? "termination.error.required";
}

export function toTerminationRequest(
  values: TerminationValues,
  locale: string,
  uploadIds: string[],
): TerminationRequest {
  const later = values.selectTerminationDate === "later";
  const special = values.cancellationType === "Special";
  const terminationDate = later ? parseTerminationDate(values.terminationDate, locale) : null;
  const trimmed = (value: string | undefined) => value?.trim() || undefined;
  return {
    serviceType: values.serviceType as TerminationRequest["serviceType"],
    cancellationType: special ? "Special" : "Regular",
    reason: special ? (values.reason as TerminationRequest["reason"]) : "None",
    selectTerminationDate: later ? "later" : "now",
    ...(terminationDate ? { terminationDate } : {}),
    customer: {
      firstName: values.firstName?.trim() ?? "",
      lastName: values.lastName?.trim() ?? "",
      ...(trimmed(values.customerNumber) ? { customerNumber: trimmed(values.customerNumber) } : {}),
      ...(trimmed(values.phoneNumber) ? { phoneNumber: trimmed(values.phoneNumber) } : {}),
      email: values.email?.trim() ?? "",
    },
    uploadIds,
    acknowledgedNotices: values.acknowledgedNotices?.includes("combinedAdvantage") ? ["combinedAdvantage"] : [],
  };
}

/** The proof, uploaded once: a retry after a failed submit reuses the upload ids the form sends back. */
async function uploadProof(api: ApiClient, brand: BrandSlug, values: TerminationValues, config: TerminationConfig) {
  const ids = values.uploadIds ?? [];
  const names = values.uploadNames ?? [];
  if (!values.proof || values.cancellationType !== "Special" || !reasonNeedsProof(config, values.reason))
    return { ids, names };
  const upload = await uploadTerminationDocument(api, {
    brand,
    submissionId: values.submissionId ?? "",
    file: values.proof,
  });
  return { ids: [...ids, upload.uploadId], names: [...names, upload.fileName] };
}

function reply(body: TerminationActionData, status: number) {
  return data(body, { status });
}

/** Handles the default form's post, with or without JavaScript: validate, upload, submit, confirm. */
export async function terminationAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { brand, lang, api } = requestScope(context);
  const formData = await request.formData();
  const values = echoValues(formData, ["proof"]);
  let config: TerminationConfig;
  try {
    config = await getTerminationConfig(api, brand);
  } catch {
    return reply({ status: "failed", message: "termination.error.submitFailed", values }, 503);
  }
  const locale = LOCALES[lang];
  const today = todayInGermany(new Date());
  const submission = parseWithZod(formData, { schema: terminationSchema({ config, today, locale }) });
  if (submission.status !== "success") {
    const errors: FieldErrors = {};
    for (const [field, messages] of Object.entries(submission.error ?? {})) {
      const first = messages?.[0];
      if (first) errors[field as TerminationField] = first as TerminationMessageKey;
    }
    return reply({ status: "invalid", errors, values }, 400);
  }
  const parsed = submission.value;
  if (!parsed.submissionId) parsed.submissionId = randomUuid();

  let uploads: { ids: string[]; names: string[] };
  try {
    uploads = await uploadProof(api, brand, parsed, config);
  } catch (error) {
    const errors = error instanceof ApiError ? formErrorsFromApi(error.fieldErrors, API_FIELDS, messageFor).errors : {};
    if (error instanceof ApiError && error.status === 413) errors.proof = "termination.error.proofSize";
    if (Object.keys(errors).length > 0) return reply({ status: "invalid", errors, values }, 400);
    return reply({ status: "failed", message: "termination.error.uploadFailed", values }, 502);
  }
  const withUploads = {
    ...values,
    submissionId: parsed.submissionId,
    uploadIds: uploads.ids,
    uploadNames: uploads.names,
  };

  try {
    const result = await submitTermination(api, {
      brand,
      submissionId: parsed.submissionId,
      request: toTerminationRequest(parsed, locale, uploads.ids),
    });
    if (result.status === "noticeRequired")
      return reply({ status: "notice", notice: result.notice, values: withUploads }, 200);
    const payload: ReceiptPayload = {
      form: "default",
      receipt: result.receipt,
      dateChoice: parsed.selectTerminationDate === "later" ? "later" : "now",
    };
    const cookie = await receiptCookie(context).serialize(payload, { secure: isHttps(request) });
    return redirect(localizePath("/kuendigung/bestaetigung", lang), { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof ApiError && error.fieldErrors.length > 0) {
      const { errors } = formErrorsFromApi(error.fieldErrors, API_FIELDS, messageFor);
      if (Object.keys(errors).length > 0) return reply({ status: "invalid", errors, values: withUploads }, 400);
    }
    return reply({ status: "failed", message: "termination.error.submitFailed", values: withUploads }, 502);
  }
}

/** The confirmation's receipt; without one (opened directly, expired, forged) back to the form. */
export async function loadReceipt(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: ReceiptPayload["form"],
) {
  const { lang } = context.get(requestInfoContext);
  const payload = (await receiptCookie(context).parse(request.headers.get("cookie"))) as ReceiptPayload | null;
  if (!payload || payload.form !== form || !payload.receipt?.id) {
    throw redirect(localizePath(form === "default" ? "/kuendigung" : "/selfcarekuendigung", lang));
  }
  return payload;
}
