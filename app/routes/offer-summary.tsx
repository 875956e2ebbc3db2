import { CheckoutFrame } from "~/features/offer/checkout/checkout-frame";
import { guardCheckoutStep } from "~/features/offer/checkout/checkout-guard.server";
import { useT } from "~/platform/i18n/i18n";
import type { Route } from "./+types/offer-summary";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return guardCheckoutStep(request, params.token, "summary", context);
}

export default function OfferSummaryRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { kind, token, lang } = loaderData;
  return <CheckoutFrame step="summary" kind={kind} token={token} lang={lang} title={t("offer.summary.title")} />;
}
