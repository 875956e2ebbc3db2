import { loadSelfcareError } from "~/features/termination/selfcare.server";
import { SelfcareErrorScreen } from "~/features/termination/selfcare-error-screen";
import { requestInfoContext } from "~/platform/config/context";
import type { Route } from "./+types/selfcare-error";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { error: await loadSelfcareError(request, context), lang: context.get(requestInfoContext).lang };
}

export default function SelfcareErrorRoute({ loaderData }: Route.ComponentProps) {
  return <SelfcareErrorScreen error={loaderData.error} lang={loaderData.lang} />;
}
