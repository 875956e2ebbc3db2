import { data, type RouterContextProvider, redirect } from "react-router";
import { getOfferSummary } from "~/platform/api/endpoints/get-offer-summary";
import { resetOffer } from "~/platform/api/endpoints/reset-offer";
import { toOfferError } from "~/platform/api/error-catalogue";
import type { OfferKind, OfferSummary, OfferUseCase } from "~/platform/api/types";
import { apiClientContext, appConfigContext, requestInfoContext } from "~/platform/config/context";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { offerErrorPath } from "../../error-path";
import { requireOfferToken } from "../../offer-token.server";
import { clearCartChoiceCookie } from "../cart-cookie";
import { clearPaymentChoiceCookie } from "../payment-cookie.server";
import { stepPath } from "../steps";
import { readOrderNote } from "../summary/order-cookie.server";

/** The confirmation payload plus what the page shows: the order, the IDV link. */
export interface ThanksPageData {
  token: string;
  lang: Language;
  summary: OfferSummary & { order: NonNullable<OfferSummary["order"]> };
  kind: OfferKind;
  useCase: OfferUseCase;
  redirectedFromPaymentProvider: boolean;
  /** The identity verification of a green IDV order; absent for other kinds. */
  idvToken: string | null;
}

type ProviderOutcome = "success" | "aborted" | "failed" | null;

function providerOutcome(request: Request): ProviderOutcome {
  const value = new URL(request.url).searchParams.get("payment");
  return value === "success" || value === "aborted" || value === "failed" ? value : null;
}

function summaryPath(token: string, lang: Language, notice: "aborted" | "failed" | null): string {
  const path = localizePath(stepPath(token, "summary"), lang);
  return notice ? `${path}?payment=${notice}` : path;
}

/**
 * `danke`, also the payment provider's way back (`?payment=`). The backend's state decides, the address only
 * says where the customer came from: an aborted or failed payment reopens the offer (`resetPayment`) and
 * returns to the summary with its message; a placed order shows the confirmation and forgets the cart and
 * the payment choice. A reload or a second visit shows the same confirmation.
 */
export async function loadThanksPage(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  const { lang } = context.get(requestInfoContext);
  requireOfferToken(token, lang);
  const api = context.get(apiClientContext)();
  const outcome = providerOutcome(request);

  let summary: OfferSummary;
  try {
    summary = await getOfferSummary(api, token);
  } catch (error) {
    throw redirect(localizePath(offerErrorPath(token, toOfferError(error)), lang));
  }
  if (summary.state === "paymentAborted" || summary.state === "paymentFailed") {
    const notice = summary.state === "paymentAborted" ? "aborted" : "failed";
    try {
      await resetOffer(api, token, { reason: notice === "aborted" ? "paymentAborted" : "paymentFailed" });
    } catch (error) {
      throw redirect(localizePath(offerErrorPath(token, toOfferError(error)), lang));
    }
    throw redirect(summaryPath(token, lang, notice));
  }
  const { order } = summary;
  if (!order || summary.state === "open") {
    // Nothing ordered (yet, or again after a reset): the summary, with the provider's message on a reload.
    throw redirect(summaryPath(token, lang, outcome === "aborted" || outcome === "failed" ? outcome : null));
  }

  const note = await readOrderNote(request, context, token);
  const headers = new Headers();
  const config = context.get(appConfigContext);
  headers.append("Set-Cookie", clearCartChoiceCookie(request, config));
  headers.append("Set-Cookie", clearPaymentChoiceCookie(request, config));
  const page: ThanksPageData = {
    token,
    lang,
    summary: { ...summary, order },
    kind: summary.cart.offers[0]?.kind ?? "offer",
    useCase: summary.offerUseCase,
    redirectedFromPaymentProvider: outcome === "success",
    idvToken: note?.orderId === order.orderId ? (note.idvToken ?? null) : null,
  };
  return data(page, { headers });
}
