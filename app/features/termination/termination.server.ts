import { data, type RouterContextProvider, redirect } from "react-router";
import { downloadPrefilledTermination } from "~/platform/api/endpoints/download-prefilled-termination";
import { downloadTermination } from "~/platform/api/endpoints/download-termination";
import { getTerminationConfig } from "~/platform/api/endpoints/get-termination-config";
import { submitTermination } from "~/platform/api/endpoints/submit-termination";
import { sharedCache } from "~/platform/api/shared-cache.server";
import { randomUuid } from "~/platform/api/trace-id";
import type { TerminationConfig, TerminationRequest } from "~/platform/api/types";
import { apiClientContext, appConfigContext, requestInfoContext, requestScope } from "~/platform/config/context";
import { readFormBody } from "~/platform/forms/form-body.server";
import { echoValues } from "~/platform/forms/form-values";
import { signedCookie } from "~/platform/http/signed-cookie.server";
import { germanDay } from "~/platform/i18n/calendar.server";
import { LOCALES, localizePath } from "~/platform/i18n/languages";
import { pathTo } from "~/platform/routing/route-table";
import { RECEIPT_QUERY, receiptCallOf } from "./receipt-link";
import { handleTerminationPost, refusedBody, TERMINATION_BODY } from "./termination-post.server";
import type { ReceiptPayload, TerminationActionData, TerminationPageData } from "./termination-reply";
import { type ParsedTermination, parseForm, terminationSchema } from "./termination-schema";
import { parseTerminationDate } from "./termination-validation";

const RECEIPT_COOKIE = "termination_receipt";
const RECEIPT_MAX_AGE_SECONDS = 60 * 60;

export function receiptCookie(request: Request, context: Readonly<RouterContextProvider>) {
  return signedCookie(RECEIPT_COOKIE, RECEIPT_MAX_AGE_SECONDS, request, context.get(appConfigContext));
}

/**
 * A brand's configuration is the same for every visitor: kept `TERMINATION_CONFIG_CACHE_SECONDS`, per German
 * calendar day, since its earliest dates move at midnight (docs/performance.md).
 */
const configCache = sharedCache<string, TerminationConfig>();

/** The form's configuration; a backend failure shows the form's load error instead of a broken page. */
export async function loadTerminationPage(context: Readonly<RouterContextProvider>): Promise<TerminationPageData> {
  const { brand, api } = requestScope(context);
  const today = germanDay(new Date());
  const cacheSeconds = context.get(appConfigContext).terminationConfigCacheSeconds;
  try {
    const config = await configCache(`${brand} ${today}`, cacheSeconds, () => getTerminationConfig(api, brand));
    return { config, submissionId: randomUuid(), today };
  } catch {
    return { config: null, submissionId: randomUuid(), today };
  }
}

/** The declaration as the contract has it; "now" (or no choice) is the earliest possible date. */
export function toTerminationRequest(
  parsed: ParsedTermination,
  locale: string,
  uploadIds: string[],
): TerminationRequest {
  const later = parsed.selectTerminationDate === "later";
  const special = parsed.cancellationType === "Special";
  const terminationDate = later ? parseTerminationDate(parsed.terminationDate, locale) : null;
  return {
    serviceType: parsed.serviceType,
    cancellationType: parsed.cancellationType,
    reason: special ? (parsed.reason as TerminationRequest["reason"]) : "None",
    selectTerminationDate: later ? "later" : "now",
    ...(terminationDate ? { terminationDate } : {}),
    customer: {
      firstName: parsed.firstName,
      lastName: parsed.lastName,
      ...(parsed.customerNumber ? { customerNumber: parsed.customerNumber } : {}),
      ...(parsed.phoneNumber ? { phoneNumber: parsed.phoneNumber } : {}),
      email: parsed.email,
    },
    uploadIds,
    acknowledgedNotices: parsed.acknowledgedNotices.includes("combinedAdvantage") ? ["combinedAdvantage"] : [],
  };
}

/** Handles the default form's post, with or without JavaScript: validate, upload, submit, confirm. */
export async function terminationAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { brand, lang, api } = requestScope(context);
  const body = await readFormBody(request, TERMINATION_BODY);
  if (!body.ok) return refusedBody(body);
  const { formData } = body;
  let config: TerminationConfig;
  try {
    config = await getTerminationConfig(api, brand);
  } catch {
    const values = { ...echoValues(formData, ["proof"]) };
    return data<TerminationActionData>({ status: "failed", message: "termination.error.submitFailed", values }, 502);
  }
  const locale = LOCALES[lang];
  const schema = terminationSchema({ config, today: germanDay(new Date()), locale });
  return handleTerminationPost(formData, {
    brand,
    api,
    config,
    form: "default",
    parse: (values) => parseForm(schema, values),
    submit: (parsed, ids) =>
      submitTermination(api, {
        brand,
        submissionId: ids.submissionId,
        idempotencyKey: ids.idempotencyKey,
        request: toTerminationRequest(parsed, locale, ids.uploadIds),
      }),
    confirmationPath: localizePath(pathTo("termination-confirmation"), lang),
    receiptCookie: (payload) => receiptCookie(request, context).serialize(payload),
  });
}

/**
 * The confirmation's receipt; without one (opened directly, expired, forged) back to the form. The PDF link without
 * JavaScript asks for `?beleg=pdf`: the backend is asked for the PDF first, and only when it has it the browser is
 * sent there (it downloads, the page stays); when it fails the confirmation says so, instead of the browser saving
 * the error's JSON as the file.
 */
export async function loadReceipt(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: ReceiptPayload["form"],
): Promise<{ payload: ReceiptPayload; downloadFailed: boolean }> {
  const { lang } = context.get(requestInfoContext);
  const payload = (await receiptCookie(request, context).parse()) as ReceiptPayload | null;
  if (!payload || payload.form !== form || !payload.receipt?.id) {
    throw redirect(localizePath(pathTo(form === "default" ? "termination" : "selfcare-termination"), lang));
  }
  const call = receiptCallOf(payload.receipt.downloadUrl);
  if (new URL(request.url).searchParams.get(RECEIPT_QUERY) !== "pdf" || !call)
    return { payload, downloadFailed: false };
  const api = context.get(apiClientContext)();
  const input = { brand: call.brand, submissionId: call.submissionId };
  try {
    await (call.form === "default" ? downloadTermination(api, input) : downloadPrefilledTermination(api, input));
  } catch {
    return { payload, downloadFailed: true };
  }
  throw redirect(payload.receipt.downloadUrl);
}
