import { loadIdvPage } from "~/features/idv/idv.server";
import { IdvScreen } from "~/features/idv/idv-screen";
import type { Route } from "./+types/idv-completed";

/** Completed. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadIdvPage(request, context, params.token, "idv-completed");
}

export default function IdvCompletedRoute({ loaderData }: Route.ComponentProps) {
  return <IdvScreen page={loaderData} />;
}
