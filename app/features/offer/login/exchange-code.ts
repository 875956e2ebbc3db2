import { storeAuthToken } from "~/platform/api/auth-token";
import { createBrowserApiClient } from "~/platform/api/browser";
import { getAuthToken } from "~/platform/api/endpoints/get-auth-token";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { takeReturnPath } from "./return-path";

/**
 * The exchange itself, loaded on demand: the API client is not part of the page's first load (it runs only
 * after hydration anyway). Keeps the auth token in local storage, where every later call reads it, and
 * answers where to continue: the remembered page of this offer, else the offer itself.
 */
export async function exchangeCode(code: string, token: string, lang: Language): Promise<string> {
  const auth = await getAuthToken(createBrowserApiClient(), code);
  storeAuthToken(auth.accessToken);
  return takeReturnPath(token) ?? localizePath(`/angebot/${token}`, lang);
}
