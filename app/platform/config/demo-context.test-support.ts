import { RouterContextProvider } from "react-router";
import type { DemoUnderTest } from "../../../demo-api/demo.test-support.ts";
import { createApiClient } from "../api/client";
import { type BrandSlug, brandFor } from "../brand/registry";
import type { Language } from "../i18n/languages";
import { type AppConfig, DEFAULT_SCRIPT_URLS } from "./app-config";
import { apiClientContext, appConfigContext, requestInfoContext } from "./context";

/** For tests only: the configuration of an app whose backend is the in-memory demo. */
export const DEMO_TEST_CONFIG: AppConfig = {
  apiBaseUrl: "http://demo.test",
  apiTimeoutMs: null,
  terminationConfigCacheSeconds: 0,
  demoMode: true,
  devMode: false,
  cookieSecret: "a-test-secret-that-is-long-enough-0123456789",
  brandHosts: {},
  brandSettings: {},
  scriptUrls: DEFAULT_SCRIPT_URLS,
};

/**
 * For tests only: a loader's or action's request context whose API client talks to the in-memory demo backend
 * (real contract checks, real idempotency); `onRequest` sees every call.
 */
export function demoRequestContext(
  demo: () => DemoUnderTest,
  options: { brand?: BrandSlug; lang?: Language; traceId: string; onRequest?: (request: Request) => void },
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appConfigContext, DEMO_TEST_CONFIG);
  context.set(requestInfoContext, { brand: brandFor(options.brand ?? "o2"), lang: options.lang ?? "de" });
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
