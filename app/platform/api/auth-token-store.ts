import { browserStorage, removeItem, writeItem } from "../storage/browser-storage.ts";
import { AUTH_TOKEN_STORAGE_KEY } from "./auth-token.ts";

/**
 * The same token as a same-site session cookie, so that the server's loaders and actions send it as bearer too:
 * a login offer's checkout renders on the server like any other (its guards run there). SameSite=Strict: no
 * other site's request carries it.
 */
export const AUTH_TOKEN_COOKIE = "auth_token";

/** Bearer tokens as the contract issues them; anything else in the cookie is ignored. */
const BEARER = /^[A-Za-z0-9._~+/=-]{1,2048}$/;

export function isBearerToken(value: string | undefined): value is string {
  return typeof value === "string" && BEARER.test(value);
}

/** The cookie by hand: the cookie library stays out of the pages' first-load script. */
function writeCookie(doc: Document | undefined, value: string, maxAge?: number) {
  if (!doc) return;
  const secure = doc.location?.protocol === "https:" ? "; Secure" : "";
  const expiry = maxAge === undefined ? "" : `; Max-Age=${maxAge}`;
  doc.cookie = `${AUTH_TOKEN_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Strict${expiry}${secure}`;
}

const browserDocument = () => (typeof document === "undefined" ? undefined : document);

/** A full or blocked storage only costs the login on the next visit. */
export function storeAuthToken(
  token: string,
  storage: Storage | undefined = browserStorage("local"),
  doc: Document | undefined = browserDocument(),
): void {
  writeItem(storage, AUTH_TOKEN_STORAGE_KEY, token);
  if (isBearerToken(token)) writeCookie(doc, token);
}

export function clearAuthToken(
  storage: Storage | undefined = browserStorage("local"),
  doc: Document | undefined = browserDocument(),
): void {
  removeItem(storage, AUTH_TOKEN_STORAGE_KEY);
  writeCookie(doc, "", 0);
}
