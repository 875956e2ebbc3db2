import { loadThanksPage } from "~/features/offer/checkout/thanks/thanks.server";
import { ThanksScreen } from "~/features/offer/checkout/thanks/thanks-screen";
import type { Route } from "./+types/offer-thanks";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadThanksPage(request, params.token, context);
}

export default function OfferThanksRoute({ loaderData }: Route.ComponentProps) {
  return <ThanksScreen page={loaderData} />;
}
