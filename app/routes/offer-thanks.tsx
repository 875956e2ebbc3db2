import { PaymentEndedScreen } from "~/features/offer/checkout/thanks/payment-ended-screen";
import { loadThanksPage, thanksAction } from "~/features/offer/checkout/thanks/thanks.server";
import { ThanksScreen } from "~/features/offer/checkout/thanks/thanks-screen";
import type { Route } from "./+types/offer-thanks";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadThanksPage(request, params.token, context);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return thanksAction(request, params.token, context);
}

export default function OfferThanksRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.status === "ordered" ? (
    <ThanksScreen page={loaderData} />
  ) : (
    <PaymentEndedScreen page={loaderData} />
  );
}
