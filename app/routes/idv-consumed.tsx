import { loadIdvPage } from "~/features/idv/idv.server";
import { ResultScreen } from "~/features/idv/result-screen";
import type { Route } from "./+types/idv-consumed";

/** Already consumed or accepted. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadIdvPage(request, context, params.token, "idv-consumed");
}

export default function IdvConsumedRoute({ loaderData }: Route.ComponentProps) {
  return <ResultScreen page={loaderData} problem={null} />;
}
