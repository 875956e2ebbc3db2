import { data, type RouterContextProvider, redirect } from "react-router";
import { ApiError } from "~/platform/api/api-error";
import { getPrefilledTerminationConfig } from "~/platform/api/endpoints/get-prefilled-termination-config";
import { getTerminationPrefill } from "~/platform/api/endpoints/get-termination-prefill";
import { submitPrefilledTermination } from "~/platform/api/endpoints/submit-prefilled-termination";
import { randomUuid } from "~/platform/api/trace-id";
import type { Hotline, PrefillData, PrefilledTerminationRequest, TerminationConfig } from "~/platform/api/types";
import { requestScope } from "~/platform/config/context";
import { readFormBody } from "~/platform/forms/form-body.server";
import { echoValues } from "~/platform/forms/form-values";
import { tokenDigest } from "~/platform/http/token-digest.server";
import { germanDay } from "~/platform/i18n/calendar.server";
import { LOCALES, localizePath } from "~/platform/i18n/languages";
import { pathTo } from "~/platform/routing/route-table";
import { REPEATED_QUERY } from "./selfcare-draft";
import { receiptCookie } from "./termination.server";
import { handleTerminationPost, refusedBody, TERMINATION_BODY } from "./termination-post.server";
import type { ReceiptPayload, TerminationActionData } from "./termination-reply";
import { type ParsedSelfcare, parseForm, selfcareSchema } from "./termination-schema";
import { parseTerminationDate } from "./termination-validation";

export const SELFCARE_ERROR_REASONS = ["missing", "expired", "unknown", "failed"] as const;
export type SelfcareErrorReason = (typeof SELFCARE_ERROR_REASONS)[number];

const TOKEN = /^[\w-]{1,128}$/;

export interface SelfcarePageData {
  status: "ready";
  prefill: PrefillData;
  /** The self-care configuration, its service narrowed to the linked contract and its earliest date. */
  config: TerminationConfig;
  submissionId: string;
  today: string;
}

/** The choices a failed submit had, carried to the error page for its tracking label (plain words only). */
const CHOICE = /^[A-Za-z]{1,24}$/;
interface SubmittedChoice {
  serviceType?: string;
  cancellationType?: string;
  selectTerminationDate?: string;
}

/**
 * The error page's address. After a submit it carries the choices (for tracking) and the link's token, whose draft
 * the page hands on to the default form: the customer's entries are not lost with the link.
 */
function errorPath(
  lang: Parameters<typeof localizePath>[1],
  reason: SelfcareErrorReason,
  token?: string,
  submitted?: SubmittedChoice,
): string {
  const query = new URLSearchParams({ reason });
  if (token) query.set("data", token);
  if (submitted) {
    query.set("after", "submit");
    const choice = {
      service: submitted.serviceType,
      type: submitted.cancellationType,
      date: submitted.selectTerminationDate,
    };
    for (const [name, value] of Object.entries(choice)) if (value && CHOICE.test(value)) query.set(name, value);
  }
  return `${localizePath(pathTo("selfcare-error"), lang)}?${query}`;
}

/**
 * This browser has sent the termination of this link already (the receipt cookie names it, for an hour): going
 * back and sending again shows that receipt instead of terminating a second time.
 */
async function sentBefore(request: Request, context: Readonly<RouterContextProvider>, token: string) {
  const payload = (await receiptCookie(request, context).parse()) as ReceiptPayload | null;
  return payload?.form === "selfcare" && payload.link !== undefined && payload.link === (await tokenDigest(token));
}

function reasonOf(error: unknown): SelfcareErrorReason {
  if (error instanceof ApiError && error.status === 404) return "unknown";
  if (error instanceof ApiError && error.status === 410) return "expired";
  return "failed";
}

export type SelfcareLoaderData = SelfcarePageData | { status: "missing"; error: SelfcareErrorData };

/** The page: without a link token it explains where the form comes from (and links the default form). */
export async function loadSelfcareRoute(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SelfcareLoaderData> {
  if (new URL(request.url).searchParams.get("data")?.trim()) return loadSelfcarePage(request, context);
  return { status: "missing", error: { ...(await loadSelfcareError(request, context)), reason: "missing" } };
}

/** Prefill and configuration behind the link; any failure leads to the error page, which explains it. */
export async function loadSelfcarePage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SelfcarePageData> {
  const page = await readSelfcareLink(request, context);
  if ("status" in page) return page;
  throw redirect(errorPath(requestScope(context).lang, page.reason, page.reason === "failed" ? page.token : undefined));
}

/**
 * The link's prefill and configuration, or why they could not be read. A link that is missing or malformed
 * redirects at once; a failed call is returned, so the post can keep the entries where a retry can work.
 */
async function readSelfcareLink(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SelfcarePageData | { reason: SelfcareErrorReason; token: string }> {
  const { brand, lang, api } = requestScope(context);
  const token = new URL(request.url).searchParams.get("data")?.trim() ?? "";
  if (!token) throw redirect(errorPath(lang, "missing"));
  if (!TOKEN.test(token)) throw redirect(errorPath(lang, "unknown"));
  if (await sentBefore(request, context, token)) {
    throw redirect(`${localizePath(pathTo("selfcare-confirmation"), lang)}?${REPEATED_QUERY}=1`);
  }
  try {
    const [prefill, config] = await Promise.all([
      getTerminationPrefill(api, { brand, data: token }),
      getPrefilledTerminationConfig(api, brand),
    ]);
    const serviceTypes = [
      { id: prefill.contract.serviceType, earliestTerminationDate: prefill.contract.earliestTerminationDate },
    ];
    return {
      status: "ready",
      prefill,
      config: { ...config, serviceTypes },
      submissionId: randomUuid(),
      today: germanDay(new Date()),
    };
  } catch (error) {
    return { reason: reasonOf(error), token };
  }
}

export function toPrefilledRequest(
  parsed: ParsedSelfcare,
  token: string,
  locale: string,
  uploadIds: string[],
): PrefilledTerminationRequest {
  const later = parsed.selectTerminationDate === "later";
  const special = parsed.cancellationType === "Special";
  const terminationDate = later ? parseTerminationDate(parsed.terminationDate, locale) : null;
  return {
    data: token,
    cancellationType: parsed.cancellationType,
    reason: special ? (parsed.reason as PrefilledTerminationRequest["reason"]) : "None",
    selectTerminationDate: later ? "later" : "now",
    ...(terminationDate ? { terminationDate } : {}),
    email: parsed.email,
    uploadIds,
    acknowledgedNotices: parsed.acknowledgedNotices.includes("combinedAdvantage") ? ["combinedAdvantage"] : [],
  };
}

/**
 * The self-care post: check, upload, submit, confirm. A failure a retry can mend stays on the form with the
 * hotline and every entry; only a link that no longer works leads to the error page.
 */
export async function selfcareAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { brand, lang, api } = requestScope(context);
  const page = await readSelfcareLink(request, context);
  const body = await readFormBody(request, TERMINATION_BODY);
  if (!body.ok) return refusedBody(body);
  const { formData } = body;
  if (!("status" in page) && page.reason !== "failed") {
    // The link stopped working between opening the form and sending it: nothing was sent, the page says so.
    const choice = (name: string) => String(formData.get(name) ?? "");
    throw redirect(
      errorPath(lang, page.reason, page.token, {
        cancellationType: choice("cancellationType"),
        selectTerminationDate: choice("selectTerminationDate"),
      }),
    );
  }
  if (!("status" in page)) {
    // The link could not be read just now: nothing was sent; the entries come back with the hotline.
    const values = echoValues(formData, ["proof"]);
    return data<TerminationActionData>({ status: "failed", message: "termination.error.submitFailed", values }, 502);
  }
  const locale = LOCALES[lang];
  const schema = selfcareSchema({ config: page.config, today: page.today, locale });
  const serviceType = page.prefill.contract.serviceType;
  return handleTerminationPost(formData, {
    brand,
    api,
    config: page.config,
    form: "selfcare",
    parse: (values) => parseForm(schema, { ...values, serviceType }),
    submit: (parsed, ids) =>
      submitPrefilledTermination(api, {
        brand,
        submissionId: ids.submissionId,
        idempotencyKey: ids.idempotencyKey,
        request: toPrefilledRequest(parsed, page.prefill.data, locale, ids.uploadIds),
      }),
    confirmationPath: localizePath(pathTo("selfcare-confirmation"), lang),
    receiptCookie: async (payload) =>
      receiptCookie(request, context).serialize({ ...payload, link: await tokenDigest(page.prefill.data) }),
    finalFailure(error, parsed) {
      const reason = reasonOf(error);
      return reason === "failed" ? null : redirect(errorPath(lang, reason, page.prefill.data, parsed));
    },
  });
}

export interface SelfcareErrorData {
  reason: SelfcareErrorReason;
  hotline: Hotline | null;
  /** The link's token, to try again after a technical failure. */
  retryToken: string | null;
  /** After a submit: the link's token, whose draft the default form takes over. */
  draftToken: string | null;
  /** The customer had sent the form (the failure is a failed submit, not a bad link). */
  afterSubmit: boolean;
  /** What the customer had chosen in that form, for the failure's tracking label. */
  choice: { serviceType?: string; cancellationType?: string; selectTerminationDate?: string };
}

const ERROR_STATUS: Record<SelfcareErrorReason, number> = { missing: 200, expired: 410, unknown: 404, failed: 502 };

/**
 * The error page's status for the reason its address names: a backend failure is a gateway's 502 (the page says
 * "try again later"), a link the backend does not know 404, an expired one 410. A missing link is an explanation
 * (200, as `/selfcarekuendigung` without one answers); so is an address without a reason of the list.
 */
export function selfcareErrorStatus(request: Request): number {
  const asked = new URL(request.url).searchParams.get("reason");
  return (SELFCARE_ERROR_REASONS as readonly string[]).includes(asked ?? "")
    ? ERROR_STATUS[asked as SelfcareErrorReason]
    : 200;
}

/** The error page: why, the hotline and the way to the default form; never fails itself. */
export async function loadSelfcareError(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SelfcareErrorData> {
  const { brand, api } = requestScope(context);
  const params = new URL(request.url).searchParams;
  const asked = params.get("reason");
  // An address without a known reason explains where the form comes from, as its status (200) says.
  const reason = (SELFCARE_ERROR_REASONS as readonly string[]).includes(asked ?? "")
    ? (asked as SelfcareErrorReason)
    : "missing";
  const token = params.get("data");
  const validToken = token && TOKEN.test(token) ? token : null;
  const retryToken = reason === "failed" ? validToken : null;
  const afterSubmit = params.get("after") === "submit";
  const word = (name: string) => {
    const value = params.get(name);
    return value && CHOICE.test(value) ? value : undefined;
  };
  const choice = { serviceType: word("service"), cancellationType: word("type"), selectTerminationDate: word("date") };
  const page = { reason, retryToken, draftToken: afterSubmit ? validToken : null, afterSubmit, choice };
  try {
    return { ...page, hotline: (await getPrefilledTerminationConfig(api, brand)).hotline };
  } catch {
    return { ...page, hotline: null };
  }
}
