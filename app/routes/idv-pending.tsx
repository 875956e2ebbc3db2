import { loadIdvPage } from "~/features/idv/idv.server";
import { PendingScreen } from "~/features/idv/pending-screen";
import type { Route } from "./+types/idv-pending";

/** Pending: what happens next; refreshes itself until the result is there. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadIdvPage(request, context, params.token, "idv-pending");
}

export default function IdvPendingRoute({ loaderData }: Route.ComponentProps) {
  return <PendingScreen page={loaderData} />;
}
