import { useMemo } from "react";
import { chooseOfferAction, loadOfferPage } from "~/features/offer/shop/offer-page.server";
import { offerPageData } from "~/features/offer/shop/offer-page-data";
import { OfferScreen } from "~/features/offer/shop/offer-screen";
import type { Route } from "./+types/offer";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadOfferPage(params.token, context);
}

/** "Dieses Angebot wählen" posted without JavaScript. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return chooseOfferAction(request, params.token, context);
}

export default function OfferRoute({ loaderData }: Route.ComponentProps) {
  const data = useMemo(() => offerPageData(loaderData), [loaderData]);
  // One store per offer: another token (client navigation) starts afresh.
  const key = data.status === "ready" ? data.offer.token : data.token;
  return <OfferScreen key={key} data={data} />;
}
