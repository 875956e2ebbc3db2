import { data, type RouterContextProvider, redirect } from "react-router";
import { getOffer } from "~/platform/api/endpoints/get-offer";
import { verifyOffer } from "~/platform/api/endpoints/verify-offer";
import { toOfferError } from "~/platform/api/error-catalogue";
import type { OfferUseCase } from "~/platform/api/types";
import { apiClientContext, appConfigContext, requestInfoContext } from "~/platform/config/context";
import { readFormBody } from "~/platform/forms/form-body.server";
import { toJsonText } from "~/platform/http/json-text";
import { localizePath } from "~/platform/i18n/languages";
import { cartChoiceCookie } from "../checkout/cart-cookie";
import { stepPath } from "../checkout/steps";
import { offerErrorPath } from "../error-path";
import { isOfferToken } from "../login/return-path";
import { requireOfferToken } from "../offer-token.server";
import { parseChoice } from "./offer-choices";
import { CHOICE_FIELD } from "./offer-form";
import type { OfferPageLoaderData } from "./offer-page-data";

/**
 * /angebot/<token>: the guard `check-offer-personal-data` (verify) first, then the offer; both with the offer
 * login's bearer when the request carries its HttpOnly cookie. Every failure leads to the offer error page; a 401
 * (a login offer without a valid login) is sent there by the page, which tracks it first.
 */
export async function loadOfferPage(
  token: string,
  context: Readonly<RouterContextProvider>,
): Promise<OfferPageLoaderData> {
  const { lang } = context.get(requestInfoContext);
  requireOfferToken(token, lang);
  const api = context.get(apiClientContext)();
  try {
    await verifyOffer(api, token);
    return { status: "ready", offer: toJsonText(await getOffer(api, token)), lang };
  } catch (caught) {
    const error = toOfferError(caught);
    const errorPath = localizePath(offerErrorPath(token, error), lang);
    if (error.kind === "Unauthorized") return { status: "unauthorized", token, errorPath, lang };
    throw redirect(errorPath);
  }
}

/**
 * "Dieses Angebot wählen": a POST with the choice — a plain form without JavaScript, the same form sent by the
 * router with it (after the browser wrote the local-storage cart). The choice's identity goes into the cart
 * cookie the checkout's guards read, and the customer on to the first step.
 */
export async function chooseOfferAction(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  const { lang } = context.get(requestInfoContext);
  const body = await readFormBody(request, { text: [CHOICE_FIELD] });
  // Not the offer's form: the offer page again, with the answer's status.
  if (!body.ok) return data(null, { status: body.status });
  const choice = parseChoice(body.formData.get(CHOICE_FIELD), 10);
  if (choice === null || !isOfferToken(token)) return redirect(localizePath(stepPath(token, "offer"), lang));
  let useCase: OfferUseCase = "Standard";
  try {
    useCase = (await verifyOffer(context.get(apiClientContext)(), token)).offerUseCase;
  } catch {
    // A login offer (401 here) or a passing failure: the checkout's guards check the offer again anyway.
  }
  return redirect(localizePath(stepPath(token, "personalData"), lang), {
    headers: { "Set-Cookie": cartChoiceCookie(request, context.get(appConfigContext), { token, choice, useCase }) },
  });
}
