import { data, type RouterContextProvider, redirect } from "react-router";
import { getOfferSummary } from "~/platform/api/endpoints/get-offer-summary";
import { resetOffer } from "~/platform/api/endpoints/reset-offer";
import { toOfferError } from "~/platform/api/error-catalogue";
import type { OfferKind, OfferSummary, OfferUseCase } from "~/platform/api/types";
import { apiClientContext, appConfigContext, requestInfoContext } from "~/platform/config/context";
import { readFormBody } from "~/platform/forms/form-body.server";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { offerErrorPath } from "../../error-path";
import { requireOfferToken } from "../../offer-token.server";
import { clearCartChoiceCookie } from "../cart-cookie";
import { clearPaymentChoiceCookie } from "../payment-cookie.server";
import { stepPath } from "../steps";
import { readOrderNote } from "../summary/order-cookie.server";

/** The confirmation payload plus what the page shows: the order, the IDV link. */
export interface OrderedPageData {
  status: "ordered";
  token: string;
  lang: Language;
  summary: OfferSummary & { order: NonNullable<OfferSummary["order"]> };
  kind: OfferKind;
  useCase: OfferUseCase;
  redirectedFromPaymentProvider: boolean;
  /** The identity verification of a green IDV order; absent for other kinds. */
  idvToken: string | null;
}

/**
 * The provider's payment was aborted or failed, and the offer is still in that state: the page says so and offers
 * the way back to the summary, a POST that reopens the offer (sent by itself once with JavaScript).
 */
export interface PaymentEndedPageData {
  status: "paymentEnded";
  outcome: PaymentEnd;
}

export type ThanksPageData = OrderedPageData | PaymentEndedPageData;

type PaymentEnd = "aborted" | "failed";
type ProviderOutcome = "success" | PaymentEnd | null;

function providerOutcome(request: Request): ProviderOutcome {
  const value = new URL(request.url).searchParams.get("payment");
  return value === "success" || value === "aborted" || value === "failed" ? value : null;
}

function summaryPath(token: string, lang: Language, notice: PaymentEnd | null): string {
  const path = localizePath(stepPath(token, "summary"), lang);
  return notice ? `${path}?payment=${notice}` : path;
}

/** How the provider's payment ended, when the offer is still in that state; null in any other state. */
function paymentEndOf(summary: OfferSummary): PaymentEnd | null {
  if (summary.state === "paymentAborted") return "aborted";
  if (summary.state === "paymentFailed") return "failed";
  return null;
}

async function loadSummary(token: string, lang: Language, context: Readonly<RouterContextProvider>) {
  try {
    return await getOfferSummary(context.get(apiClientContext)(), token);
  } catch (error) {
    throw redirect(localizePath(offerErrorPath(token, toOfferError(error)), lang));
  }
}

/**
 * `danke`, also the payment provider's way back (`?payment=`). The backend's state decides, the address only
 * says where the customer came from: an aborted or failed payment shows the page that leads back to the summary
 * (its POST reopens the offer: `thanksAction`); a placed order shows the confirmation and forgets the cart and the
 * payment choice. A reload or a second visit shows the same. A GET changes nothing at the backend: link
 * previews, prefetches and another site's link must not reopen an offer.
 */
export async function loadThanksPage(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  const { lang } = context.get(requestInfoContext);
  requireOfferToken(token, lang);
  const outcome = providerOutcome(request);
  const summary = await loadSummary(token, lang, context);
  const ended = paymentEndOf(summary);
  if (ended) return data<ThanksPageData>({ status: "paymentEnded", outcome: ended });
  const { order } = summary;
  if (!order || summary.state === "open") {
    // Nothing ordered (yet, or again after a reset): the summary, with the provider's message on a reload.
    throw redirect(summaryPath(token, lang, outcome === "aborted" || outcome === "failed" ? outcome : null));
  }

  const config = context.get(appConfigContext);
  const note = await readOrderNote(request, context, token);
  const headers = new Headers();
  headers.append("Set-Cookie", clearCartChoiceCookie(request, config));
  headers.append("Set-Cookie", clearPaymentChoiceCookie(request, config));
  const page: OrderedPageData = {
    status: "ordered",
    token,
    lang,
    summary: { ...summary, order },
    kind: summary.cart.offers[0]?.kind ?? "offer",
    useCase: summary.offerUseCase,
    redirectedFromPaymentProvider: outcome === "success",
    idvToken: note?.orderId === order.orderId ? (note.idvToken ?? null) : null,
  };
  return data<ThanksPageData>(page, { headers });
}

/**
 * The page's one button after an aborted or failed payment: reopen the offer (`resetPayment`: a PATCH with the
 * reason) and return to the summary with the provider's message, where the customer orders again or picks another
 * payment method. In any other state (already reopened, ordered meanwhile) the page itself decides again (303).
 */
export async function thanksAction(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  const { lang } = context.get(requestInfoContext);
  requireOfferToken(token, lang);
  // The form has one button and no fields: any other body is not it, and the page is shown again with its status.
  const body = await readFormBody(request, { text: [] });
  if (!body.ok) return data(null, { status: body.status });
  const here = `${localizePath(stepPath(token, "confirmation"), lang)}${new URL(request.url).search}`;
  const summary = await loadSummary(token, lang, context);
  const ended = paymentEndOf(summary);
  if (!ended) return redirect(here, 303);
  try {
    const reason = ended === "aborted" ? "paymentAborted" : "paymentFailed";
    await resetOffer(context.get(apiClientContext)(), token, { reason });
  } catch (error) {
    return redirect(localizePath(offerErrorPath(token, toOfferError(error)), lang), 303);
  }
  return redirect(summaryPath(token, lang, ended), 303);
}
