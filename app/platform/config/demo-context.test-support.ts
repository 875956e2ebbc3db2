import { RouterContextProvider } from "react-router";
import type { DemoUnderTest } from "../../../demo-api/demo.test-support.ts";
import { createApiClient } from "../api/client";
import { BRAND_SLUGS, type BrandSlug, brandFor, type SepaCreditor } from "../brand/registry";
import type { Language } from "../i18n/languages";
import { type AppConfig, DEFAULT_SCRIPT_URLS, DEMO_SEPA_CREDITOR } from "./app-config";
import { apiClientContext, appConfigContext, requestInfoContext } from "./context";

/** For tests only: the configuration of an app whose backend is the in-memory demo. */
export const DEMO_TEST_CONFIG: AppConfig = {
  apiBaseUrl: "http://demo.test",
  apiTimeoutMs: null,
  terminationConfigCacheSeconds: 0,
  demoMode: true,
  devMode: false,
  cookieSecrets: ["a-test-secret-that-is-long-enough-0123456789"],
  secureCookies: false,
  brandHosts: {},
  // As under the demo server: every brand has the demo's SEPA creditor.
  brandSettings: Object.fromEntries(BRAND_SLUGS.map((slug) => [slug, { sepaCreditor: DEMO_SEPA_CREDITOR }])),
  scriptUrls: DEFAULT_SCRIPT_URLS,
};

/**
 * For tests only: a loader's or action's request context whose API client talks to the in-memory demo backend
 * (real contract checks, real idempotency); `onRequest` sees every call. The brand has the demo's SEPA creditor, as
 * under the demo server, unless `sepaCreditor` says otherwise (null: none configured).
 */
export function demoRequestContext(
  demo: () => DemoUnderTest,
  options: {
    brand?: BrandSlug;
    lang?: Language;
    traceId: string;
    onRequest?: (request: Request) => void;
    sepaCreditor?: SepaCreditor | null;
  },
): RouterContextProvider {
  const context = new RouterContextProvider();
  const brand = options.brand ?? "o2";
  const sepaCreditor = options.sepaCreditor === undefined ? DEMO_SEPA_CREDITOR : (options.sepaCreditor ?? undefined);
  const brandSettings = { ...DEMO_TEST_CONFIG.brandSettings, [brand]: { sepaCreditor } };
  context.set(appConfigContext, { ...DEMO_TEST_CONFIG, brandSettings });
  context.set(requestInfoContext, { brand: brandFor(brand), lang: options.lang ?? "de" });
  const client = createApiClient({
    baseUrl: DEMO_TEST_CONFIG.apiBaseUrl,
    traceId: options.traceId,
    fetch: (request) => {
      options.onRequest?.(request);
      return Promise.resolve(demo().app.request(request));
    },
    sleep: () => Promise.resolve(),
  });
  context.set(apiClientContext, () => client);
  return context;
}
