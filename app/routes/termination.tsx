import { data } from "react-router";
import { loadTerminationPage, terminationAction } from "~/features/termination/termination.server";
import { TerminationScreen } from "~/features/termination/termination-screen";
import { requestInfoContext } from "~/platform/config/context";
import { publicPageMeta } from "~/ui/layout/seo";
import type { Route } from "./+types/termination";

export const meta = publicPageMeta("termination.meta.description");

/** A configuration that cannot load is the backend's failure: the form's load error answers 502, as elsewhere. */
export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadTerminationPage(context);
  return data({ page, lang: context.get(requestInfoContext).lang }, { status: page.config ? 200 : 502 });
}

export async function action({ request, context }: Route.ActionArgs) {
  return terminationAction(request, context);
}

export default function TerminationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <TerminationScreen page={loaderData.page} action={actionData} lang={loaderData.lang} />;
}
