import { data } from "react-router";
import { loadSelfcareError, selfcareErrorStatus } from "~/features/termination/selfcare.server";
import { SelfcareErrorScreen } from "~/features/termination/selfcare-error-screen";
import { requestInfoContext } from "~/platform/config/context";
import type { Route } from "./+types/selfcare-error";

export async function loader({ request, context }: Route.LoaderArgs) {
  const error = await loadSelfcareError(request, context);
  return data({ error, lang: context.get(requestInfoContext).lang }, { status: selfcareErrorStatus(request) });
}

export default function SelfcareErrorRoute({ loaderData }: Route.ComponentProps) {
  return <SelfcareErrorScreen error={loaderData.error} lang={loaderData.lang} />;
}
