import { CheckoutFrame } from "~/features/offer/checkout/checkout-frame";
import { NoPaymentMethods } from "~/features/offer/checkout/payment/no-payment-methods";
import { loadPaymentStep, paymentAction } from "~/features/offer/checkout/payment/payment.server";
import { PaymentForm } from "~/features/offer/checkout/payment/payment-form";
import { useT } from "~/platform/i18n/i18n";
import type { Route } from "./+types/offer-payment";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPaymentStep(request, params.token, context);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return paymentAction(request, params.token, context);
}

export default function OfferPaymentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { kind, token, lang } = loaderData;
  return (
    <CheckoutFrame step="payment" kind={kind} token={token} lang={lang} title={t("offer.payment.title")}>
      {loaderData.available ? (
        <PaymentForm
          token={token}
          kind={kind}
          lang={lang}
          methods={loaderData.methods}
          sepaCreditor={loaderData.sepaCreditor}
          saved={loaderData.saved}
          ibanCheck={loaderData.ibanCheck}
          tracking={loaderData.tracking}
          action={actionData}
        />
      ) : (
        <NoPaymentMethods shopHotline={loaderData.shopHotline} useCase={loaderData.useCase} />
      )}
    </CheckoutFrame>
  );
}
