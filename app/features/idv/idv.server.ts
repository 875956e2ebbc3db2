import { data, type RouterContextProvider, redirect, redirectDocument } from "react-router";
import { getIdv, getIdvMethods, type IdvError, selectIdvMethod, toIdvError } from "~/platform/api";
import type { Idv, IdvMethod, IdvMethodId } from "~/platform/api/types";
import { apiClientContext, requestInfoContext } from "~/platform/config/context";
import { readFormBody } from "~/platform/forms/form-body.server";
import { formattersFor } from "~/platform/i18n/i18n";
import { type Language, LOCALES, stripLanguage } from "~/platform/i18n/languages";
import {
  brandQuery,
  type IdvRouteKey,
  type IdvScreenId,
  isMethodId,
  keepsPendingOnError,
  routeOf,
  screenForError,
  screenForState,
  screenPath,
} from "./idv-screens";
import { otpNoticeCookie, readOtpNotice } from "./otp-notice.server";
import { ATTEMPT_PARAM, pollDelaySeconds, readAttempt } from "./poll-schedule";

/** What every IDV screen renders from: the screen, the verification's state where known, and what fits the screen. */
export interface IdvPageData {
  screen: IdvScreenId;
  /** In the address anyway; used for the links between the screens, never tracked. */
  token: string;
  lang: Language;
  mixedBasketWithOtp: boolean;
  selectedMethod: IdvMethodId | null;
  retryPossible: boolean;
  offerUseCase: string | null;
  /** The methods the customer may choose (selection, submitted, failed with a retry). */
  methods: IdvMethod[];
  /** The PostIdent coupon, its end worded on the server. */
  coupon: { code: string; validUntil: string } | null;
  /** Pending: this poll's number and the wait before the next (null after the bound). */
  poll: { attempt: number; delaySeconds: number | null; firstDelaySeconds: number | null } | null;
  shopHotline: string | null;
  downtimeUntil: string | null;
  /** The backend's code or the error kind on screens that explain a problem. */
  reason: string | null;
  failureStatus: number | null;
  /** Pending: this poll failed (the screen stays, a note says so, the schedule goes on). */
  pollFailed: boolean;
  /** Failed with a retry: the methods could not be loaded (the result stays; the page offers a reload). */
  methodsUnavailable: boolean;
  /** Pending OTP: the masked number the code went to, when this browser started it. */
  otpSentTo: string | null;
}

const STATUS: Partial<Record<IdvScreenId, number>> = { notFound: 404, unexpected: 502, technical: 502, downtime: 503 };

function worded(value: string | undefined, lang: Language, options: Intl.DateTimeFormatOptions): string | null {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return formattersFor(LOCALES[lang]).date(date, options);
}

/** The page of a failure alone (no state known): the screen of its code, the hotline and downtime it names. */
export function failurePage(token: string, lang: Language, error: IdvError): IdvPageData {
  return {
    ...emptyPage(token, lang, screenForError(error)),
    shopHotline: error.shopHotline ?? null,
    downtimeUntil: worded(error.downtime?.until, lang, { dateStyle: "long", timeStyle: "short" }),
    reason: error.code ?? error.kind,
    failureStatus: error.status ?? null,
  };
}

function emptyPage(token: string, lang: Language, screen: IdvScreenId): IdvPageData {
  return {
    screen,
    token,
    lang,
    mixedBasketWithOtp: false,
    selectedMethod: null,
    retryPossible: false,
    offerUseCase: null,
    methods: [],
    coupon: null,
    poll: null,
    shopHotline: null,
    downtimeUntil: null,
    reason: null,
    failureStatus: null,
    pollFailed: false,
    methodsUnavailable: false,
    otpSentTo: null,
  };
}

/** Pending after a poll that failed: the screen and the schedule stay; the backend's interval is not known this time. */
function failedPollPage(token: string, lang: Language, attempt: number): IdvPageData {
  return {
    ...emptyPage(token, lang, "pending"),
    pollFailed: true,
    poll: { attempt, delaySeconds: pollDelaySeconds(attempt), firstDelaySeconds: null },
  };
}

function statePage(token: string, lang: Language, idv: Idv, attempt: number): IdvPageData {
  const screen = screenForState(idv);
  return {
    ...emptyPage(token, lang, screen),
    mixedBasketWithOtp: idv.mixedBasketWithOtp,
    selectedMethod: idv.selectedMethod ?? null,
    retryPossible: idv.status === "failed" && idv.retryPossible,
    offerUseCase: idv.offerUseCase,
    coupon: idv.postIdent
      ? { code: idv.postIdent.code, validUntil: worded(idv.postIdent.validUntil, lang, { dateStyle: "long" }) ?? "" }
      : null,
    poll:
      screen === "pending"
        ? {
            attempt,
            delaySeconds: pollDelaySeconds(attempt, idv.pollAfterSeconds),
            firstDelaySeconds: idv.pollAfterSeconds ?? null,
          }
        : null,
  };
}

/** The contract's token: 1-128 characters of `A-Za-z0-9._~-`. */
const CONTRACT_TOKEN = /^[A-Za-z0-9._~-]{1,128}$/;

const wantsMethods = (page: IdvPageData) =>
  page.screen === "selection" || page.screen === "submitted" || (page.screen === "failed" && page.retryPossible);

/**
 * Loader of the eight IDV routes: the verification's live state (and its methods where a choice is offered) decide
 * the screen; a screen that belongs to another route redirects there, so a finished token always shows its result.
 * A page in another brand than the verification's redirects once with `?brand=` (header, theme, hotline and coupon
 * then all show the verification's brand, and the brand cookie keeps it for the next pages).
 */
export async function loadIdvPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  token: string,
  route: IdvRouteKey,
) {
  const { lang, brand } = context.get(requestInfoContext);
  const client = context.get(apiClientContext)();
  const url = new URL(request.url);
  const attempt = readAttempt(url.searchParams.get(ATTEMPT_PARAM));
  let page: IdvPageData;
  try {
    // A token outside the contract's form cannot exist: not found, not the backend's 400 as a failure (502).
    const idv = CONTRACT_TOKEN.test(token) ? await getIdv(client, token, lang) : null;
    page = idv ? statePage(token, lang, idv, attempt) : emptyPage(token, lang, "notFound");
    // Another brand's page: once more in the verification's brand before anything else is loaded (one redirect).
    const ownRoute = routeOf(page.screen) === route;
    // Not after a post: its answer (a failed start) would be lost in the redirect.
    const reading = request.method === "GET" || request.method === "HEAD";
    const rebrand = idv && reading ? brandQuery(ownRoute ? url.search : "", brand.slug, idv.brand) : null;
    if (rebrand) throw redirect(`${screenPath(token, page.screen, lang)}${rebrand}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    page = failurePage(token, lang, toIdvError(error));
    // One failed poll is no news: the pending page stays and asks again on its schedule.
    if (route === "idv-pending" && keepsPendingOnError(page.screen)) page = failedPollPage(token, lang, attempt);
  }
  if (wantsMethods(page)) {
    try {
      page.methods = await getIdvMethods(client, token);
      if (page.methods.length === 0 && page.screen !== "failed") page = { ...page, screen: "noMethods" };
    } catch (error) {
      // The failed result is known: it stays (a revisit shows the final state, never an error), without the retry form.
      if (page.screen === "failed") page.methodsUnavailable = true;
      else page = failurePage(token, lang, toIdvError(error));
    }
  }
  if (page.screen === "pending" && (page.selectedMethod === "otp" || page.pollFailed)) {
    // After a failed poll the state is unknown, but this browser's OTP start still names the method and the number.
    page.otpSentTo = await readOtpNotice(request, context, token);
    if (page.otpSentTo) page.selectedMethod = "otp";
  }
  if (routeOf(page.screen) !== route) throw redirect(screenPath(token, page.screen, lang));
  return data(page, { status: STATUS[page.screen] ?? 200 });
}

/**
 * The answer of the selection form when it does not lead on: the problem at the form with the method posted (so a
 * page without JavaScript shows it chosen again), or a whole screen.
 */
export type IdvActionData =
  | { problem: "choose" | "notAvailable" | "failed"; method: IdvMethodId | null }
  | { page: IdvPageData };

/** Our own IDV pages, in any language of the registry. */
function isOwnPath(url: string): boolean {
  return url.startsWith("/") && /^\/idv\/[^/]/.test(stripLanguage(url));
}

/** Where the backend's redirect leads: our own IDV pages in the app, the provider (or the demo's stand-in) by document. */
function leadOn(url: string, init: ResponseInit) {
  if (isOwnPath(url)) return redirect(url, init);
  if (/^https?:\/\//.test(url) || (url.startsWith("/") && !url.startsWith("//"))) return redirectDocument(url, init);
  return null;
}

/** POST of the selection form (with or without JavaScript): start the method, then the provider or the result. */
export async function selectMethodAction(request: Request, context: Readonly<RouterContextProvider>, token: string) {
  const { lang } = context.get(requestInfoContext);
  const body = await readFormBody(request, { text: ["method"] });
  if (!body.ok) return data<IdvActionData>({ problem: "choose", method: null }, { status: body.status });
  const method = body.formData.get("method");
  if (!isMethodId(method)) return data<IdvActionData>({ problem: "choose", method: null }, { status: 400 });
  try {
    const start = await selectIdvMethod(context.get(apiClientContext)(), { token, method, language: lang });
    const otpCookie = start.method === "otp" ? await otpNoticeCookie(request, context, token, start.otpSentTo) : null;
    const init: ResponseInit = otpCookie ? { headers: { "Set-Cookie": otpCookie } } : {};
    const onward = start.redirectUrl ? leadOn(start.redirectUrl, init) : null;
    if (onward) return onward;
    return redirect(
      screenPath(token, screenForState({ status: start.status, selectedMethod: start.method }), lang),
      init,
    );
  } catch (caught) {
    const error = toIdvError(caught);
    const screen = screenForError(error);
    if (screen === "unexpected") {
      const notAvailable = error.fieldErrors.length > 0 || error.status === 400 || error.status === 422;
      return data<IdvActionData>(
        { problem: notAvailable ? "notAvailable" : "failed", method },
        { status: notAvailable ? 400 : 502 },
      );
    }
    if (routeOf(screen) !== "idv") return redirect(screenPath(token, screen, lang));
    const page = failurePage(token, lang, error);
    return data<IdvActionData>({ page }, { status: STATUS[screen] ?? 200 });
  }
}
