import { loadIdvPage } from "~/features/idv/idv.server";
import { IdvScreen } from "~/features/idv/idv-screen";
import type { Route } from "./+types/idv-failed";

/** Verification failed: whether another try is possible (and the methods if so), or what else to do. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadIdvPage(request, context, params.token, "idv-failed");
}

export default function IdvFailedRoute({ loaderData }: Route.ComponentProps) {
  return <IdvScreen page={loaderData} />;
}
