import { stripLanguage } from "~/platform/i18n/languages";
import { pathTo } from "~/platform/routing/route-table";
import { browserStorage, readItem, removeItem, writeItem } from "~/platform/storage/browser-storage";

/**
 * Where the offer login continues: a page that sent the customer to `/angebot/<token>/login` remembers its
 * own path here (session storage), and the login takes it back once. Only a same-site path under
 * `/angebot/<token>` of the same token is accepted, in any language — never another site, another
 * offer or the login itself (no open redirect, no loop).
 */
export const RETURN_PATH_STORAGE_KEY = "offer_login_return";

/** The contract's token pattern, without the dot segments a path would resolve. */
const TOKEN = /^[A-Za-z0-9._~-]{1,128}$/;
const MAX_LENGTH = 2048;
const PROBE_ORIGIN = "http://same-site.invalid";
/** Backslashes (browsers read them as slashes), whitespace and control characters (browsers drop some). */
function hasForbiddenCharacter(value: string): boolean {
  return /[\\\s]/.test(value) || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

export function isOfferToken(token: string): boolean {
  return TOKEN.test(token) && token !== "." && token !== "..";
}

/** The path itself when it may be returned to after the login of this token, else undefined. */
export function safeReturnPath(token: string, candidate: unknown): string | undefined {
  if (typeof candidate !== "string" || !isOfferToken(token)) return undefined;
  if (candidate.length > MAX_LENGTH || !candidate.startsWith("/") || candidate.startsWith("//")) return undefined;
  if (hasForbiddenCharacter(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  // Dot segments (also encoded ones) resolve elsewhere: the path must be what it says.
  if (url.pathname !== candidate.split(/[?#]/, 1)[0]) return undefined;
  const path = stripLanguage(url.pathname);
  const offer = pathTo("offer", { token });
  const login = pathTo("offer-login", { token });
  if (path !== offer && !path.startsWith(`${offer}/`)) return undefined;
  if (path === login || path.startsWith(`${login}/`)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Called by the page that sends the customer to the login; false when the path is not accepted. */
export function rememberReturnPath(
  token: string,
  path: string,
  storage: Storage | undefined = browserStorage("session"),
): boolean {
  const safe = safeReturnPath(token, path);
  return safe ? writeItem(storage, RETURN_PATH_STORAGE_KEY, safe) : false;
}

/** The remembered path for this token, once (it is removed either way); undefined when none fits. */
export function takeReturnPath(
  token: string,
  storage: Storage | undefined = browserStorage("session"),
): string | undefined {
  const stored = readItem(storage, RETURN_PATH_STORAGE_KEY);
  removeItem(storage, RETURN_PATH_STORAGE_KEY);
  return safeReturnPath(token, stored);
}
