import { loadIdvPage } from "~/features/idv/idv.server";
import { ResultScreen } from "~/features/idv/result-screen";
import type { Route } from "./+types/idv-success";

/** Success: what happens next with the order. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadIdvPage(request, context, params.token, "idv-success");
}

export default function IdvSuccessRoute({ loaderData }: Route.ComponentProps) {
  return <ResultScreen page={loaderData} problem={null} />;
}
