import { loadTerminationPage, terminationAction } from "~/features/termination/termination.server";
import { TerminationScreen } from "~/features/termination/termination-screen";
import { requestInfoContext } from "~/platform/config/context";
import { publicPageMeta } from "~/ui/layout/seo";
import type { Route } from "./+types/termination";

export const meta = publicPageMeta("termination.meta.description");

export async function loader({ context }: Route.LoaderArgs) {
  return { page: await loadTerminationPage(context), lang: context.get(requestInfoContext).lang };
}

export async function action({ request, context }: Route.ActionArgs) {
  return terminationAction(request, context);
}

export default function TerminationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TerminationScreen page={loaderData.page} action={actionData} lang={loaderData.lang} />;
}
