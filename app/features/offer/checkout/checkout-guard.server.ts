import { type RouterContextProvider, redirect } from "react-router";
import { verifyOffer } from "~/platform/api/endpoints/verify-offer";
import { isOfferErrorCode, type OfferError, toOfferError } from "~/platform/api/error-catalogue";
import type { OfferKind, OfferUseCase } from "~/platform/api/types";
import { apiClientContext, appConfigContext, requestInfoContext } from "~/platform/config/context";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { offerErrorPath } from "../error-path";
import { requireOfferToken } from "../offer-token.server";
import { type CartChoice, readCartChoice } from "./cart-cookie";
import { type CheckoutStep, guardStep, stepPath, type Verification } from "./steps";

/** What a checkout step's loader knows once its guards let it render. */
export interface CheckoutStepContext {
  token: string;
  lang: Language;
  kind: OfferKind;
  useCase: OfferUseCase;
  /** The chosen cart's identity from the cookie; null on the summary when the cart was lost (it has no has-cart). */
  choice: CartChoice | null;
}

/**
 * The guards of a checkout step (route table: has-cart, then check-offer-personal-data), run where the page is
 * rendered — on the server for a first load and for every client navigation (its data request). Throws the
 * redirect the step function chose: the offer page, another step, or the offer error page.
 */
export async function guardCheckoutStep(
  request: Request,
  token: string,
  step: CheckoutStep,
  context: Readonly<RouterContextProvider>,
): Promise<CheckoutStepContext> {
  const { lang } = context.get(requestInfoContext);
  requireOfferToken(token, lang);
  const choice = readCartChoice(request, context.get(appConfigContext), token);
  // has-cart first: without a cart there is nothing to ask the backend about.
  const early = guardStep(step, choice !== null, { ok: false, code: null });
  if (early.type === "step" && early.step === "offer") throw redirect(localizePath(stepPath(token, "offer"), lang));

  let verification: Verification;
  let failure: OfferError | null = null;
  let kind: OfferKind = "offer";
  let useCase: OfferUseCase = choice?.useCase ?? "Standard";
  try {
    const verified = await verifyOffer(context.get(apiClientContext)(), token);
    kind = verified.kind;
    useCase = verified.offerUseCase;
    verification = {
      ok: true,
      kind,
      personalDataComplete: verified.personalDataComplete,
      identityDataComplete: verified.identityDataComplete,
    };
  } catch (caught) {
    failure = toOfferError(caught);
    // A login offer: the offer page loads it in the browser, with the stored auth token.
    if (failure.kind === "Unauthorized") throw redirect(localizePath(stepPath(token, "offer"), lang));
    verification = { ok: false, code: isOfferErrorCode(failure.code) ? failure.code : null };
  }
  const outcome = guardStep(step, choice !== null, verification);
  if (outcome.type === "step") throw redirect(localizePath(stepPath(token, outcome.step), lang));
  if (outcome.type === "error") {
    throw redirect(localizePath(offerErrorPath(token, failure ?? { kind: "Unexpected" }), lang));
  }
  return { token, lang, kind, useCase, choice };
}
