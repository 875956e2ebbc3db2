import { loadIdvPage, selectMethodAction } from "~/features/idv/idv.server";
import { IdvMainScreen } from "~/features/idv/idv-screen";
import type { Route } from "./+types/idv";

/**
 * `/idv/<token>`: the method selection (and the screens without a page of their own: submitted, cancelled, problems);
 * a verification that has a result redirects to its result page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadIdvPage(request, context, params.token, "idv");
}

/** The selection form's POST, with or without JavaScript (the failed page's retry posts to its own route). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return selectMethodAction(request, context, params.token);
}

export default function IdvRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <IdvMainScreen page={loaderData} action={actionData} />;
}
