import { type RouterContextProvider, redirect } from "react-router";
import { getOffer } from "~/platform/api/endpoints/get-offer";
import { verifyOffer } from "~/platform/api/endpoints/verify-offer";
import { toOfferError } from "~/platform/api/error-catalogue";
import { apiClientContext, requestInfoContext } from "~/platform/config/context";
import { localizePath } from "~/platform/i18n/languages";
import { offerErrorPath } from "../error-path";
import { parseChoice } from "./offer-choices";
import { CHOICE_FIELD, CHOICE_PARAM } from "./offer-form";
import type { OfferPageData } from "./offer-page-data";

/**
 * /angebot/<token>: the guard `check-offer-personal-data` (verify) first, then the offer; both without bearer
 * token (the server has none). Every failure leads to the offer error page, except 401: login offers are then
 * loaded by the browser with the auth token from local storage (or sent to the error page when it has none).
 */
export async function loadOfferPage(token: string, context: Readonly<RouterContextProvider>): Promise<OfferPageData> {
  const { lang } = context.get(requestInfoContext);
  const api = context.get(apiClientContext)();
  try {
    await verifyOffer(api, token);
    return { status: "ready", offer: await getOffer(api, token), lang };
  } catch (caught) {
    const error = toOfferError(caught);
    const errorPath = localizePath(offerErrorPath(token, error), lang);
    if (error.kind === "Unauthorized") return { status: "unauthorized", token, errorPath, lang };
    throw redirect(errorPath);
  }
}

/**
 * "Dieses Angebot wählen" without JavaScript: a plain POST with the choice, answered by a redirect to the first
 * checkout step with the choice in the address. With JavaScript the browser writes the cart and navigates itself.
 */
export async function chooseOfferAction(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  const { lang } = context.get(requestInfoContext);
  const form = await request.formData();
  const choice = parseChoice(form.get(CHOICE_FIELD), 10);
  const base = localizePath(`/angebot/${encodeURIComponent(token)}`, lang);
  if (choice === null) return redirect(base);
  return redirect(`${base}/meine-daten?${CHOICE_PARAM}=${choice}`);
}
