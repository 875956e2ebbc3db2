import { createContext, type RouterContextProvider } from "react-router";
import type { ApiClient } from "../api/client";
import type { BrandSlug } from "../api/types";
import type { Brand } from "../brand/registry";
import type { Language } from "../i18n/languages";
import type { AppConfig } from "./app-config";

/** Set by the server for every request (server/app.ts). */
export const appConfigContext = createContext<AppConfig>();

/** Per-request CSP nonce, shared by the Content-Security-Policy header and the rendered scripts. */
export const nonceContext = createContext<string>("");

export interface RequestInfo {
  brand: Brand;
  lang: Language;
}

/** Brand and language of the current request, set by the root middleware. */
export const requestInfoContext = createContext<RequestInfo>();

/** The API client for loaders and actions: API_BASE_URL, the visitor's trace id (cookie set on first use). */
export const apiClientContext = createContext<() => ApiClient>();

/**
 * A POST to the offer login, as the server's limiter (server/login-limit.ts) saw it before React Router: whether a
 * limit is reached and until when. The action writes its outcome back: only a refused code counts against the
 * limits. Null where no limiter ran (GETs, unit tests).
 */
export interface LoginAttempt {
  limitedUntil: Date | null;
  outcome: "signedIn" | "refused" | "limited" | "failed" | null;
}

export const loginAttemptContext = createContext<LoginAttempt | null>(null);

/** What a loader or action works with: the request's brand (as the contract names it), language and API client. */
export function requestScope(context: Readonly<RouterContextProvider>) {
  const { brand, lang } = context.get(requestInfoContext);
  return { brand: brand.slug as BrandSlug, lang, api: context.get(apiClientContext)() };
}
