import { type RouterContextProvider, redirect } from "react-router";
import { getOfferPreview } from "~/platform/api/endpoints/get-offer-preview";
import { resetOffer } from "~/platform/api/endpoints/reset-offer";
import { resetOfferPreview } from "~/platform/api/endpoints/reset-offer-preview";
import { toOfferError } from "~/platform/api/error-catalogue";
import type { OfferPreview } from "~/platform/api/types";
import { apiClientContext, requestInfoContext } from "~/platform/config/context";
import { readFormBody } from "~/platform/forms/form-body.server";
import { localizePath } from "~/platform/i18n/languages";
import { offerErrorPath } from "../error-path";
import { requireOfferToken } from "../offer-token.server";
import { type PreviewActionData, parseIntent, resetReason } from "./preview-rules";

/** /angebot/preview/<token>: the dealer's read-only view; an unknown token leads to the offer error page. */
export async function loadOfferPreview(token: string, context: Readonly<RouterContextProvider>): Promise<OfferPreview> {
  const { lang } = context.get(requestInfoContext);
  requireOfferToken(token, lang);
  try {
    return await getOfferPreview(context.get(apiClientContext)(), token);
  } catch (caught) {
    throw redirect(localizePath(offerErrorPath(token, toOfferError(caught)), lang));
  }
}

/**
 * The two reset buttons (POST forms, with or without JavaScript). A failed reset answers "failed" and the page stays
 * usable; the loader runs again after the action, so a success shows the refreshed preview.
 */
export async function previewAction(
  request: Request,
  token: string,
  context: Readonly<RouterContextProvider>,
): Promise<PreviewActionData | { status: "refused"; code: number } | null> {
  const body = await readFormBody(request, { text: ["intent"] });
  if (!body.ok) return { status: "refused", code: body.status };
  const intent = parseIntent(body.formData.get("intent"));
  if (!intent) return null;
  const api = context.get(apiClientContext)();
  try {
    if (intent === "resetPreview") await resetOfferPreview(api, token);
    else {
      // The reason follows the offer's current state, not what the form claims.
      const preview = await getOfferPreview(api, token);
      await resetOffer(api, token, { reason: resetReason(preview.offer.state) });
    }
    return { intent, status: "done" };
  } catch {
    return { intent, status: "failed" };
  }
}
