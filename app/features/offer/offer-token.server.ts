import { redirect } from "react-router";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { offerErrorPath } from "./error-path";
import { isOfferToken } from "./login/return-path";

/**
 * A token that cannot be one (cut off, mangled, hostile) is an unknown offer: on to the "not found" error page,
 * before the backend is asked (whose 400 would read as a technical problem).
 */
export function requireOfferToken(token: string, lang: Language): void {
  if (!isOfferToken(token)) throw redirect(localizePath(offerErrorPath(null, { kind: "NotFound" }), lang));
}
