import { pathTo } from "../routing/route-table";
import { preferredLanguage } from "./accept-language.server";
import { DEFAULT_LANGUAGE, isLanguage, type Language, localizePath } from "./languages";

export const LANGUAGE_COOKIE = "i18n_redirected";
export const LANGUAGE_COOKIE_DAYS = 365;

/**
 * Where a first visit of the root path goes: the visitor's preferred language from
 * Accept-Language when the brand offers it. Visits with the cookie, and every other path, stay.
 */
export function rootRedirectTarget(input: {
  pathname: string;
  cookieValue: string | undefined;
  acceptLanguage: string | null;
  brandLanguages: readonly Language[];
}): string | null {
  if (input.pathname !== "/" || input.cookieValue !== undefined) return null;
  const preferred = preferredLanguage(input.acceptLanguage, input.brandLanguages);
  if (!preferred || preferred === DEFAULT_LANGUAGE) return null;
  return localizePath(pathTo("home"), preferred);
}

/** The cookie records the language last used, so a later root visit is not redirected again. */
export function languageCookieUpdate(cookieValue: string | undefined, pageLanguage: Language): Language | null {
  return isLanguage(cookieValue) && cookieValue === pageLanguage ? null : pageLanguage;
}
