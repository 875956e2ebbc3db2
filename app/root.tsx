import { lazy, Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { messageAreaOf } from "./message-areas";
import { pageCatalogue } from "./page-catalogue.server";
import { usePageTracking } from "./platform/analytics/page-view";
import { ThirdPartyHeadScripts } from "./platform/analytics/scripts";
import { thirdPartyScriptsFor } from "./platform/analytics/third-party-scripts.server";
import { setBrowserApiTimeout } from "./platform/api/api-timeout";
import { BrandProvider } from "./platform/brand/brand-context";
import { FALLBACK_BRAND } from "./platform/brand/registry";
import { brandOrigin } from "./platform/brand/resolve";
import { appConfigContext, requestInfoContext } from "./platform/config/context";
import { isChunkLoadError, reloadForChunkError } from "./platform/errors/chunk-reload";
import { pageKey } from "./platform/errors/page-key";
import { useNonce } from "./platform/http/nonce";
import { PaintFirstScripts } from "./platform/http/paint-first-scripts";
import { requestMiddleware } from "./platform/http/request-middleware.server";
import { Stylesheets } from "./platform/http/stylesheets";
import { DocumentCatalogueMeta, useDocumentCatalogue } from "./platform/i18n/document-catalogue";
import { LanguageProvider } from "./platform/i18n/i18n";
import { languageFromPath } from "./platform/i18n/languages";
import "./styles/app.css";
import { useHydrated } from "./ui/hooks/use-hydrated";
import { markHydrated } from "./ui/layout/navigation-focus";
import { PageErrorBoundary } from "./ui/layout/page-error-boundary";
import { PageFrame } from "./ui/layout/page-frame";
import { UnexpectedErrorHost } from "./ui/layout/unexpected-error-host";
import { PageTransition } from "./ui/page-transition/page-transition";

export const middleware: Route.MiddlewareFunction[] = [requestMiddleware];

/**
 * The error screens: only a page that failed shows them, so the browser loads them when one does, not with every
 * page. The server has them at once (it renders a failed page completely, also for a visit without JavaScript);
 * on hydration their boundary waits for them and keeps the server's HTML.
 */
const serverScreens = import.meta.env.SSR ? await import("./ui/layout/error-screens") : null;
const loadScreens = () => import("./ui/layout/error-screens");
const NotFoundScreen =
  serverScreens?.NotFoundScreen ?? lazy(() => loadScreens().then((m) => ({ default: m.NotFoundScreen })));
const FatalErrorScreen =
  serverScreens?.FatalErrorScreen ?? lazy(() => loadScreens().then((m) => ({ default: m.FatalErrorScreen })));

export function loader({ context, request }: Route.LoaderArgs) {
  const { brand, lang } = context.get(requestInfoContext);
  const config = context.get(appConfigContext);
  const url = new URL(request.url);
  const catalogue = pageCatalogue(lang, messageAreaOf(url.pathname));
  return {
    brand,
    lang,
    /**
     * The page's compiled messages for a data request (a client navigation to another area); a document
     * names a catalogue file the browser fetches (platform/i18n/document-catalogue.tsx), so here they are null.
     */
    messages: url.pathname.endsWith(".data") ? catalogue.messages : null,
    /** The texts of the pages' `meta` (ui/layout/seo.ts). */
    metaMessages: catalogue.metaMessages,
    demoMode: config.demoMode,
    /** `API_TIMEOUT_MS` for the browser's own API calls. */
    apiTimeoutMs: config.apiTimeoutMs,
    /** The brand host's origin, for the canonical and alternate links of public pages. */
    origin: brandOrigin(url, brand.slug, config.brandHosts),
    scripts: thirdPartyScriptsFor(brand, config.scriptUrls),
  };
}

/**
 * Every page is kept out of search engines unless its route module exports `publicPageMeta` (ui/layout/seo.ts).
 * Written out rather than imported: the SEO module would otherwise land in every page's first load.
 */
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** Root data depends on language, message area and brand only; keep it across other navigations and form posts. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return (
    languageFromPath(currentUrl.pathname) !== languageFromPath(nextUrl.pathname) ||
    messageAreaOf(currentUrl.pathname) !== messageAreaOf(nextUrl.pathname) ||
    (nextUrl.searchParams.has("brand") && nextUrl.searchParams.get("brand") !== currentUrl.searchParams.get("brand"))
  );
}

const NO_MESSAGES = {};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const nonce = useNonce();
  const documentCatalogue = useDocumentCatalogue();
  const lang = data?.lang ?? languageFromPath(location.pathname);
  const brand = data?.brand ?? FALLBACK_BRAND;
  // Marks the document once React has hydrated it and switched the enhancements on (the page's JavaScript starts
  // after the first paint, decision 0006): end-to-end tests wait for it before they use what only works hydrated.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "";
  }, [hydrated]);
  return (
    <html lang={lang} className={brand.theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {documentCatalogue ? <DocumentCatalogueMeta catalogue={documentCatalogue} /> : null}
        {/* React Aria reads the nonce here for the one <style> it adds (touch-action); CSP hides it from the DOM. */}
        <meta property="csp-nonce" nonce={nonce} suppressHydrationWarning />
        <link rel="icon" href={brand.favicon} type="image/svg+xml" />
        {data ? <ThirdPartyHeadScripts scripts={data.scripts} nonce={nonce} /> : null}
        <Meta />
        <Stylesheets nonce={nonce} />
      </head>
      <body>
        <BrandProvider brand={brand}>
          <LanguageProvider lang={lang} messages={data?.messages ?? documentCatalogue?.messages ?? NO_MESSAGES}>
            <PageFrame lang={lang}>{children}</PageFrame>
          </LanguageProvider>
        </BrandProvider>
        <ScrollRestoration nonce={nonce} />
        <PaintFirstScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const key = pageKey(location);
  setBrowserApiTimeout(loaderData.apiTimeoutMs);
  usePageTracking({
    language: loaderData.lang,
    brand: loaderData.brand.slug,
    personalisationSrc: loaderData.scripts.personalisation?.src ?? null,
  });
  useEffect(markHydrated, []);
  return (
    <>
      <PageTransition transitionKey={key}>
        <PageErrorBoundary key={key}>
          <Outlet />
        </PageErrorBoundary>
      </PageTransition>
      <UnexpectedErrorHost />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const lang = languageFromPath(location.pathname);
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Suspense fallback={null}>
      {status === 404 ? (
        <NotFoundScreen path={location.pathname} lang={lang} />
      ) : (
        <FatalErrorScreen status={status} lang={lang} />
      )}
    </Suspense>
  );
}
