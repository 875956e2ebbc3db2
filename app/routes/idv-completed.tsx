import { loadIdvPage } from "~/features/idv/idv.server";
import { ResultScreen } from "~/features/idv/result-screen";
import type { Route } from "./+types/idv-completed";

/** Completed. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadIdvPage(request, context, params.token, "idv-completed");
}

export default function IdvCompletedRoute({ loaderData }: Route.ComponentProps) {
  return <ResultScreen page={loaderData} problem={null} />;
}
