import { loadSelfcareRoute, selfcareAction } from "~/features/termination/selfcare.server";
import { SelfcareErrorScreen } from "~/features/termination/selfcare-error-screen";
import { SelfcareScreen } from "~/features/termination/selfcare-screen";
import { requestInfoContext } from "~/platform/config/context";
import type { Route } from "./+types/selfcare-termination";

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
