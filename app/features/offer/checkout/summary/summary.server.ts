import { data, type RouterContextProvider, redirect, redirectDocument } from "react-router";
import { acceptOffer } from "~/platform/api/endpoints/accept-offer";
import { getConsent } from "~/platform/api/endpoints/get-consent";
import { getCustomerDetails } from "~/platform/api/endpoints/get-customer-details";
import { getOffer } from "~/platform/api/endpoints/get-offer";
import { getOfferSummary } from "~/platform/api/endpoints/get-offer-summary";
import { toOfferError } from "~/platform/api/error-catalogue";
import { randomUuid } from "~/platform/api/trace-id";
import type { Offer, PersonalData } from "~/platform/api/types";
import { appConfigContext, requestScope } from "~/platform/config/context";
import { readFormBody } from "~/platform/forms/form-body.server";
import { echoValues, textOf } from "~/platform/forms/form-values";
import { localizePath } from "~/platform/i18n/languages";
import { offerErrorPath } from "../../error-path";
import { formatDowntimeEnd } from "../../errors/error-page.server";
import { type OfferChoice, offerChoices } from "../../shop/offer-choices";
import { type CheckoutStepContext, guardCheckoutStep } from "../checkout-guard.server";
import { nationalityNameOf } from "../country-names";
import { offeredPaymentMethods } from "../payment/offered-methods";
import { sepaCreditorOf } from "../payment/sepa-creditor.server";
import { type PaymentChoice, readPaymentChoice } from "../payment-cookie.server";
import {
  type FieldView,
  type PersonalMessage,
  PLAIN_FIELDS,
  type PlainField,
} from "../personal-data/personal-data-schema";
import { identityDocumentRequired, stepPath } from "../steps";
import { outcomeOfError, outcomeOfResult } from "./accept-outcome";
import { acceptPayload, MARKETING_CHANNELS, type MarketingChannel } from "./accept-payload";
import { maskIban } from "./mask";
import { orderNoteCookie } from "./order-cookie.server";
import type { PaymentNotice, PersonalFact, SummaryActionData, SummaryLoaderData } from "./summary-data";
import { checkSummaryForm, summaryForm } from "./summary-schema";

const KEY = /^[\w-]{8,128}$/;

/** The personal data's plain fields the page words itself (`summary-details.tsx`). */
const WORDED: ReadonlySet<PlainField> = new Set([
  "salutation",
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "nationality",
]);

/** Every other saved plain field of the personal data, by its form's label (or its `fact`), in form order. */
export function otherFacts(
  personal: Partial<PersonalData> | undefined,
  fields: readonly { name: string; label: PersonalMessage; view: FieldView }[] = PLAIN_FIELDS,
): PersonalFact[] {
  const saved: Record<string, unknown> = personal ?? {};
  return fields.flatMap((row) => {
    const value = saved[row.name];
    if (WORDED.has(row.name as PlainField) || typeof value !== "string" || !value) return [];
    return [{ label: row.view.fact ?? row.label, value }];
  });
}

/** The chosen cart from the cookie's index; a lost cart or an index the offer no longer has → the offer page. */
function chosenCart(offer: Offer, step: CheckoutStepContext): { choice: OfferChoice; index: number } {
  const index = step.choice?.choice ?? -1;
  const choice = offerChoices(offer)[index];
  if (!choice) throw redirect(localizePath(stepPath(step.token, "offer"), step.lang));
  return { choice, index };
}

/** The payment step's choice, still offered (direct debit only with the brand's creditor); none → back to `zahlung`. */
function paymentOf(
  request: Request,
  offer: Offer,
  step: CheckoutStepContext,
  context: Readonly<RouterContextProvider>,
): PaymentChoice {
  const payment = readPaymentChoice(request, step.token, context.get(appConfigContext));
  if (!payment || !offeredPaymentMethods(offer, sepaCreditorOf(context)).includes(payment.method)) {
    throw redirect(localizePath(stepPath(step.token, "payment"), step.lang));
  }
  return payment;
}

async function loadOffer(context: Readonly<RouterContextProvider>, step: CheckoutStepContext): Promise<Offer> {
  try {
    return await getOffer(requestScope(context).api, step.token);
  } catch (error) {
    throw redirect(localizePath(offerErrorPath(step.token, toOfferError(error)), step.lang));
  }
}

function noticeOf(request: Request): PaymentNotice {
  const value = new URL(request.url).searchParams.get("payment");
  return value === "aborted" || value === "failed" ? value : null;
}

/** `zusammenfassung`: guards, then summary, consent, customer details and the offer (for the chosen cart). */
export async function loadSummaryPage(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  const step = await guardCheckoutStep(request, token, "summary", context);
  const { choice: _cookie, ...frame } = step;
  const { brand, lang, api } = requestScope(context);
  const [summary, consent, details, offer] = await Promise.allSettled([
    getOfferSummary(api, token),
    getConsent(api, token),
    getCustomerDetails(api, { brand, token }),
    loadOffer(context, step),
  ]);
  if (offer.status === "rejected") throw offer.reason;
  if (summary.status === "rejected") {
    return data<SummaryLoaderData>({ ...frame, status: "notLoaded" }, { status: 502 });
  }
  const { choice, index } = chosenCart(offer.value, step);
  const payment = paymentOf(request, offer.value, step, context);
  const granted = new Set(
    consent.status === "fulfilled" ? consent.value.permissions.filter((p) => p.granted).map((p) => p.channel) : [],
  );
  const offered = consent.status === "fulfilled" ? new Set(consent.value.permissions.map((p) => p.channel)) : null;
  const channels: MarketingChannel[] = offered
    ? MARKETING_CHANNELS.filter((channel) => offered.has(channel) && !granted.has(channel))
    : [];
  const page: SummaryLoaderData = {
    ...frame,
    status: "ready",
    summary: summary.value,
    details:
      details.status === "fulfilled"
        ? {
            personalData: details.value.personalData,
            identityDocument: details.value.identityDocument,
            nationalityName: nationalityNameOf(details.value.personalData?.nationality, lang),
            otherFacts: otherFacts(details.value.personalData),
          }
        : null,
    choice,
    choiceIndex: index,
    payment: {
      method: payment.method,
      ...(payment.sepa ? { ibanMasked: maskIban(payment.sepa.iban), accountHolder: payment.sepa.accountHolder } : {}),
    },
    channels,
    identityRequired: identityDocumentRequired(step.kind),
    paymentNotice: noticeOf(request),
    idempotencyKey: randomUuid(),
  };
  return page;
}

/** What the summary's form posts: its table's inputs, the order attempt's key and the opted-in channels. */
const SUMMARY_BODY = { text: [...summaryForm.inputs, "idempotencyKey"], lists: ["marketingChannels"] };

const reply = (body: SummaryActionData, status: number, headers?: HeadersInit) => data(body, { status, headers });

/**
 * "zahlungspflichtig bestellen", with or without JavaScript: check the two required boxes, place the order with
 * the form's Idempotency-Key (the client retries a 503 once with it; a failure keeps it, so the customer's retry
 * orders once), then follow the redirect target. Every answer but a redirect carries the ticks back.
 */
export async function summaryAction(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  const step = await guardCheckoutStep(request, token, "summary", context);
  const posted = await readFormBody(request, SUMMARY_BODY);
  if (!posted.ok) return reply({ status: "failed", message: posted.message, values: posted.values }, posted.status);
  const echoed = echoValues(posted.formData);
  const sent = textOf(echoed, "idempotencyKey");
  const idempotencyKey = sent && KEY.test(sent) ? sent : randomUuid();
  const values = { ...echoed, idempotencyKey };

  const errors = checkSummaryForm(echoed);
  if (Object.keys(errors).length > 0) return reply({ status: "invalid", errors, values }, 400);

  const offer = await loadOffer(context, step);
  const { choice } = chosenCart(offer, step);
  const payment = paymentOf(request, offer, step, context);
  const body = acceptPayload({
    values: echoed,
    payment,
    offerIds: choice.cart.offers.map((item) => item.offerId),
    documents: choice.documents,
    language: step.lang,
  });
  try {
    const result = await acceptOffer(requestScope(context).api, token, body, idempotencyKey);
    const note = {
      token,
      orderId: result.orderId,
      ...(offer.identification ? { idvToken: offer.identification.idvToken } : {}),
    };
    const headers = { "Set-Cookie": await orderNoteCookie(request, context, note) };
    const outcome = outcomeOfResult(result, token, step.lang, { demo: context.get(appConfigContext).demoMode });
    if (outcome.type === "leave" && outcome.refused) {
      // The order exists, its payment cannot start: operations must hear of it (the backend answered wrongly).
      console.warn(`accept: payment provider address refused (not https): ${outcome.refused}, order ${result.orderId}`);
    }
    if (outcome.type === "leave") {
      return outcome.document
        ? redirectDocument(outcome.location, { headers })
        : redirect(outcome.location, { headers });
    }
    return reply({ status: "ordered", orderId: result.orderId }, 200, headers);
  } catch (caught) {
    const outcome = outcomeOfError(toOfferError(caught), token, step.lang);
    switch (outcome.type) {
      case "leave":
        return redirect(outcome.location);
      case "invalid":
        // A definite answer: the corrected order is another request with its own key.
        return reply(
          { status: "invalid", errors: outcome.errors, values: { ...values, idempotencyKey: randomUuid() } },
          400,
        );
      case "downtime":
        return reply(
          { status: "downtime", until: formatDowntimeEnd(outcome.until ?? undefined, step.lang), values },
          503,
        );
      default:
        return reply({ status: "failed", values }, 502);
    }
  }
}
