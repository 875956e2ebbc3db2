import { data } from "react-router";
import { appConfigContext } from "~/platform/config/context";
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
