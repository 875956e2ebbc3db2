import { loadSummaryPage, summaryAction } from "~/features/offer/checkout/summary/summary.server";
import { SummaryScreen } from "~/features/offer/checkout/summary/summary-screen";
import type { Route } from "./+types/offer-summary";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadSummaryPage(request, params.token, context);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return summaryAction(request, params.token, context);
}

export default function OfferSummaryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SummaryScreen page={loaderData} action={actionData} />;
}
