import { storeAuthToken } from "~/platform/api/auth-token-store";
import { createBrowserApiClient } from "~/platform/api/browser";
import { getAuthToken } from "~/platform/api/endpoints/get-auth-token";
import { takeReturnPath } from "./return-path";

/**
 * The exchange itself, loaded on demand: the API client is not part of the page's first load (it runs only
 * after hydration anyway). Keeps the auth token in local storage, where every later call reads it, and
 * answers the remembered page of this offer to continue on, if any.
 */
export async function exchangeCode(code: string, token: string): Promise<string | undefined> {
  const auth = await getAuthToken(createBrowserApiClient(), code);
  storeAuthToken(auth.accessToken);
  return takeReturnPath(token);
}
