import { data, type RouterContextProvider, redirect } from "react-router";
import type { ApiClient } from "~/platform/api/client";
import { getOffer } from "~/platform/api/endpoints/get-offer";
import { validateIban } from "~/platform/api/endpoints/validate-iban";
import { fieldErrorsOf, type OfferError, toOfferError } from "~/platform/api/error-catalogue";
import type { BrandSlug, Offer, PaymentMethod } from "~/platform/api/types";
import type { SepaCreditor } from "~/platform/brand/registry";
import { appConfigContext, requestScope } from "~/platform/config/context";
import { type BodyProblem, readFormBody } from "~/platform/forms/form-body.server";
import { type EchoedValues, echoValues } from "~/platform/forms/form-values";
import { localizePath } from "~/platform/i18n/languages";
import { offerErrorPath } from "../../error-path";
import type { CheckoutPaymentMessageKey as Message } from "../../messages/checkout-payment-de";
import { offerChoices } from "../../shop/offer-choices";
import { type CheckoutStepContext, guardCheckoutStep } from "../checkout-guard.server";
import { type PaymentChoice, paymentChoiceCookie, readPaymentChoice } from "../payment-cookie.server";
import { nextStep, stepPath } from "../steps";
import { offeredPaymentMethods } from "./offered-methods";
import { type PaymentErrors, type PaymentValues, parsePayment, paymentForm } from "./payment-schema";
import { type PaymentTracking, paymentTracking } from "./payment-tracking";
import { sepaCreditorOf } from "./sepa-creditor.server";

/** The backend's word on an IBAN, as the page shows it. */
export interface IbanCheck {
  ibanFormatted: string;
  bankName: string | null;
}

export type PaymentPageData = CheckoutStepContext &
  (
    | { available: false; shopHotline: string | null }
    | {
        available: true;
        methods: PaymentMethod[];
        /** The payee the mandate names; set whenever `methods` holds direct debit. */
        sepaCreditor: SepaCreditor | null;
        /** The saved choice as form values (the IBAN rendered into the page by the server, never stored). */
        saved: EchoedValues;
        ibanCheck: IbanCheck | null;
        tracking: PaymentTracking;
      }
  );

export type PaymentActionData =
  | { status: "invalid"; errors: PaymentErrors; values: EchoedValues; ibanCheck: IbanCheck | null }
  | { status: "failed"; message: Message | BodyProblem; values: EchoedValues; ibanCheck: IbanCheck | null };

/** The request's scope with what the payment step adds: the brand's SEPA creditor and the cookies' settings. */
function paymentScope(context: Readonly<RouterContextProvider>) {
  return {
    ...requestScope(context),
    sepaCreditor: sepaCreditorOf(context),
    cookies: context.get(appConfigContext),
  };
}

const noMethods = (error: OfferError) => error.code === "NO_PAYMENT_METHODS_AVAILABLE";

async function checkIban(api: ApiClient, brand: BrandSlug, iban: string): Promise<IbanCheck | null> {
  const result = await validateIban(api, { brand, iban });
  return { ibanFormatted: result.ibanFormatted, bankName: result.bankName ?? null };
}

function savedValues(choice: PaymentChoice | null): EchoedValues {
  if (!choice) return {};
  return choice.sepa
    ? { paymentMethod: choice.method, iban: choice.sepa.iban, accountHolder: choice.sepa.accountHolder }
    : { paymentMethod: choice.method };
}

/**
 * The step's page: the guards, then the offer's payment methods; none (an empty list or the backend's
 * NO_PAYMENT_METHODS_AVAILABLE) is the step's own screen with the hotline.
 */
export async function loadPaymentStep(
  request: Request,
  token: string,
  context: Readonly<RouterContextProvider>,
): Promise<PaymentPageData> {
  const step = await guardCheckoutStep(request, token, "payment", context);
  const { brand, sepaCreditor, lang, cookies, api } = paymentScope(context);
  let offer: Offer;
  try {
    offer = await getOffer(api, token);
  } catch (caught) {
    const error = toOfferError(caught);
    if (noMethods(error)) return { ...step, available: false, shopHotline: error.shopHotline ?? null };
    throw redirect(localizePath(offerErrorPath(token, error), lang));
  }
  const methods = offeredPaymentMethods(offer, sepaCreditor);
  if (methods.length === 0) return { ...step, available: false, shopHotline: offer.shopHotline };
  const choices = offerChoices(offer);
  const chosen = choices[step.choice?.choice ?? 0] ?? choices[0];
  const tracking = paymentTracking(
    { kind: chosen?.kind ?? offer.kind, items: chosen?.cart.offers ?? [] },
    step.useCase,
  );
  const saved = readPaymentChoice(request, token, cookies);
  const ibanCheck = saved?.sepa ? await checkIban(api, brand, saved.sepa.iban).catch(() => null) : null;
  return { ...step, available: true, methods, sepaCreditor, saved: savedValues(saved), ibanCheck, tracking };
}

/** What the step's form posts: its table's inputs. */
const PAYMENT_BODY = { text: paymentForm.inputs };

/**
 * The step's post, with or without JavaScript: the guards, the offer's methods, the rules, the IBAN check,
 * then the sealed payment cookie and the summary. Every answer but the redirect carries the entries back.
 */
export async function paymentAction(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  const step = await guardCheckoutStep(request, token, "payment", context);
  const { brand, sepaCreditor, lang, cookies, api } = paymentScope(context);
  const body = await readFormBody(request, PAYMENT_BODY);
  if (!body.ok) {
    const { status, message, values } = body;
    return data<PaymentActionData>({ status: "failed", message, values, ibanCheck: null }, status);
  }
  const values = echoValues(body.formData);
  const here = localizePath(stepPath(token, "payment"), lang);
  let methods: PaymentMethod[];
  try {
    methods = offeredPaymentMethods(await getOffer(api, token), sepaCreditor);
  } catch (caught) {
    const error = toOfferError(caught);
    if (noMethods(error)) return redirect(here);
    const message: Message = "checkout.payment.error.checkFailed";
    return data<PaymentActionData>({ status: "failed", message, values, ibanCheck: null }, 502);
  }
  if (methods.length === 0) return redirect(here);

  const parsed = parsePayment(values as PaymentValues, methods);
  if (!parsed.success) {
    return data<PaymentActionData>({ status: "invalid", errors: parsed.errors, values, ibanCheck: null }, 400);
  }
  const { payment } = parsed;
  let choice: PaymentChoice = { token, method: payment.method };
  if (payment.method === "sepa") {
    let checked: Awaited<ReturnType<typeof validateIban>>;
    try {
      checked = await validateIban(api, { brand, iban: payment.iban });
    } catch (error) {
      const { errors } = paymentForm.apiErrors(fieldErrorsOf(error));
      if (Object.keys(errors).length > 0) {
        return data<PaymentActionData>({ status: "invalid", errors, values, ibanCheck: null }, 400);
      }
      const message: Message = "checkout.payment.error.checkFailed";
      return data<PaymentActionData>({ status: "failed", message, values, ibanCheck: null }, 502);
    }
    choice = { ...choice, sepa: { iban: checked.iban, accountHolder: payment.accountHolder } };
  }
  const next = nextStep(step.kind, "payment") ?? "summary";
  return redirect(localizePath(stepPath(token, next), lang), {
    headers: { "Set-Cookie": paymentChoiceCookie(request, cookies, choice) },
  });
}
