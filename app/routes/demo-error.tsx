import { data, isRouteErrorResponse, useLocation } from "react-router";
import { appConfigContext } from "~/platform/config/context";
import { languageFromPath } from "~/platform/i18n/languages";
import { DemoBanner } from "~/ui/layout/demo-banner";
import { FatalErrorScreen, NotFoundScreen } from "~/ui/layout/error-screens";
import type { Route } from "./+types/demo-error";

/**
 * Demo and development only: shows the fatal error page for a status (`/__error/503`) or, without one,
 * for an unhandled exception — so the error page can be seen and tested. Elsewhere it is a 404.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const config = context.get(appConfigContext);
  if (!config.demoMode && !config.devMode) throw data(null, { status: 404 });
  if (params.status === undefined) throw new Error("Demo: an unhandled error in a loader");
  const status = Number(params.status);
  throw data(null, { status: Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500 });
}

export default function DemoErrorRoute() {
  return null;
}

/** The root's error page, under a banner that says it is a demo; a 404 (demo off) stays the plain not-found page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const lang = languageFromPath(location.pathname);
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundScreen path={location.pathname} lang={lang} />;
  return (
    <>
      <DemoBanner />
      <FatalErrorScreen status={isRouteErrorResponse(error) ? error.status : 500} lang={lang} />
    </>
  );
}
