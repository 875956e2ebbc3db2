import { loadIdvPage } from "~/features/idv/idv.server";
import { ResultScreen } from "~/features/idv/result-screen";
import type { Route } from "./+types/idv-failed";

/** Verification failed: whether another try is possible (and the methods if so), or what else to do. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadIdvPage(request, context, params.token, "idv-failed");
}

export default function IdvFailedRoute({ loaderData }: Route.ComponentProps) {
  return <ResultScreen page={loaderData} problem={null} />;
}
