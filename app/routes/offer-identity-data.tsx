import { CheckoutFrame } from "~/features/offer/checkout/checkout-frame";
import { identityAction, loadIdentityStep } from "~/features/offer/checkout/identity-data/identity.server";
import { IdentityForm } from "~/features/offer/checkout/identity-data/identity-form";
import { useT } from "~/platform/i18n/i18n";
import type { Route } from "./+types/offer-identity-data";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadIdentityStep(request, params.token, context);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return identityAction(request, params.token, context);
}

export default function OfferIdentityDataRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { kind, token, lang } = loaderData;
  return (
    <CheckoutFrame step="identityData" kind={kind} token={token} lang={lang} title={t("offer.identityData.title")}>
      <IdentityForm
        token={token}
        kind={kind}
        lang={lang}
        today={loaderData.today}
        saved={loaderData.saved}
        countries={loaderData.countries}
        action={actionData}
      />
    </CheckoutFrame>
  );
}
