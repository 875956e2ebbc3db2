import { loadIdvPage } from "~/features/idv/idv.server";
import { ResultScreen } from "~/features/idv/result-screen";
import type { Route } from "./+types/idv-expired";

/** The verification's link has expired: what now, and the hotline. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadIdvPage(request, context, params.token, "idv-expired");
}

export default function IdvExpiredRoute({ loaderData }: Route.ComponentProps) {
  return <ResultScreen page={loaderData} problem={null} />;
}
