import { lazy } from "react";
import { loadSelfcareRoute, selfcareAction } from "~/features/termination/selfcare.server";
import { SelfcareScreen } from "~/features/termination/selfcare-screen";
import { requestInfoContext } from "~/platform/config/context";
import type { Route } from "./+types/selfcare-termination";

/**
 * A self-care link that cannot be used shows the self-care error page's screen: this page's rare case, so its code
 * loads when it is shown (it is the error page's own chunk). The server renders it before it sends the page, and
 * hydration waits for it (no Suspense boundary: nothing else could stand in for it).
 */
const SelfcareErrorScreen = lazy(() =>
  import("~/features/termination/selfcare-error-screen").then((m) => ({ default: m.SelfcareErrorScreen })),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  return { page: await loadSelfcareRoute(request, context), lang: context.get(requestInfoContext).lang };
}

export async function action({ request, context }: Route.ActionArgs) {
  return selfcareAction(request, context);
}

export default function SelfcareTerminationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { page, lang } = loaderData;
  if (page.status === "missing") return <SelfcareErrorScreen error={page.error} lang={lang} />;
  return <SelfcareScreen page={page} action={actionData} />;
}
