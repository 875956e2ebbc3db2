import type { Offer, PaymentMethod } from "~/platform/api/types";
import type { SepaCreditor } from "~/platform/brand/registry";
import { PAYMENT_METHODS } from "./payment-schema";

/**
 * The methods the customer may choose, in the contract's order: the offer's, less direct debit where the brand has
 * no SEPA creditor configured, since a mandate that names no payee authorises nobody. The payment step offers
 * these, and the summary sends back to the payment step a saved choice that is no longer among them.
 */
export function offeredPaymentMethods(offer: Pick<Offer, "paymentMethods">, sepaCreditor: SepaCreditor | null) {
  return PAYMENT_METHODS.filter(
    (method): method is PaymentMethod =>
      offer.paymentMethods.includes(method) && (method !== "sepa" || sepaCreditor !== null),
  );
}
