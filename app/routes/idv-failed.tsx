import { loadIdvPage, selectMethodAction } from "~/features/idv/idv.server";
import { IdvFailedScreen } from "~/features/idv/result-screen";
import type { Route } from "./+types/idv-failed";

/** Verification failed: whether another try is possible (and the methods if so), or what else to do. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadIdvPage(request, context, params.token, "idv-failed");
}

/**
 * The retry's POST: a choice that fails comes back here with its message (the main page would redirect here); an
 * answer that names a screen of the main page (technical, downtime, hotline, cancelled, no methods) shows it here.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  return selectMethodAction(request, context, params.token);
}

export default function IdvFailedRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <IdvFailedScreen page={loaderData} action={actionData} />;
}
