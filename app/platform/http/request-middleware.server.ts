import { type MiddlewareFunction, redirect } from "react-router";
import type { ApiClient } from "../api/client";
import { createServerApiClient } from "../api/server";
import { brandFor } from "../brand/registry";
import { BRAND_COOKIE, BRAND_COOKIE_DAYS, BRAND_QUERY, resolveBrand } from "../brand/resolve";
import { apiClientContext, appConfigContext, requestInfoContext } from "../config/context";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  languageCookieUpdate,
  rootRedirectTarget,
} from "../i18n/language-cookie";
import { languageFromPath } from "../i18n/languages";
import { DAY_SECONDS, readCookies, securesCookies, setCookie } from "./cookies";

/**
 * Resolves brand and language for every server request, redirects a first root visit to the preferred
 * language, and stores both choices in cookies.
 */
export const requestMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const config = context.get(appConfigContext);
  const pathname = url.pathname;
  const isDataRequest = new URL(request.url).pathname.endsWith(".data");
  const cookies = readCookies(request.headers.get("cookie"));
  const secure = securesCookies(request, config);

  const slug = resolveBrand({
    host: url.host,
    query: url.searchParams.get(BRAND_QUERY),
    cookie: cookies[BRAND_COOKIE],
    hostMap: config.brandHosts,
  });
  const brand = brandFor(slug, config.brandSettings[slug]);
  const lang = languageFromPath(pathname);

  const brandCookie =
    cookies[BRAND_COOKIE] === slug
      ? null
      : setCookie(BRAND_COOKIE, slug, { maxAgeSeconds: BRAND_COOKIE_DAYS * DAY_SECONDS, secure });
  const target = rootRedirectTarget({
    pathname,
    cookieValue: cookies[LANGUAGE_COOKIE],
    acceptLanguage: request.headers.get("accept-language"),
    brandLanguages: brand.languages,
  });
  const languageCookie = (value: string) =>
    setCookie(LANGUAGE_COOKIE, value, { maxAgeSeconds: LANGUAGE_COOKIE_DAYS * DAY_SECONDS, secure });

  if (target && request.method === "GET" && !isDataRequest) {
    const headers = new Headers();
    headers.append("Set-Cookie", languageCookie(languageFromPath(target)));
    if (brandCookie) headers.append("Set-Cookie", brandCookie);
    throw redirect(`${target}${url.search}`, { headers });
  }

  context.set(requestInfoContext, { brand, lang });
  // Created on first use, so a page that calls no API sets no trace cookie.
  const api: { current?: { client: ApiClient; setCookie: string | null } } = {};
  context.set(apiClientContext, () => {
    api.current ??= createServerApiClient(request, config.apiBaseUrl, config.apiTimeoutMs, config.apiFetch, secure);
    return api.current.client;
  });
  const response = await next();
  if (api.current?.setCookie) response.headers.append("Set-Cookie", api.current.setCookie);
  if (brandCookie) response.headers.append("Set-Cookie", brandCookie);
  const languageUpdate = languageCookieUpdate(cookies[LANGUAGE_COOKIE], lang);
  if (languageUpdate) response.headers.append("Set-Cookie", languageCookie(languageUpdate));
  return response;
};
