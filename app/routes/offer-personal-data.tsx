import { CheckoutFrame } from "~/features/offer/checkout/checkout-frame";
import { guardCheckoutStep } from "~/features/offer/checkout/checkout-guard.server";
import { useT } from "~/platform/i18n/i18n";
import type { Route } from "./+types/offer-personal-data";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return guardCheckoutStep(request, params.token, "personalData", context);
}

export default function OfferPersonalDataRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { kind, token, lang } = loaderData;
  return (
    <CheckoutFrame step="personalData" kind={kind} token={token} lang={lang} title={t("offer.personalData.title")} />
  );
}
