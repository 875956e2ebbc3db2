import type { checkoutPaymentDe } from "./checkout-payment-de";

export const checkoutPaymentEn: Record<keyof typeof checkoutPaymentDe, string> = {
  "checkout.payment.intro": "Choose how you would like to pay.",
  "checkout.payment.requiredHint": "Fields marked * are required.",
  "checkout.payment.field.method": "Payment method",
  "checkout.payment.method.sepa": "Direct debit (SEPA)",
  "checkout.payment.method.sepa.hint": "We collect the amounts from your account.",
  "checkout.payment.method.creditCard": "Credit card",
  "checkout.payment.method.paypal": "PayPal",
  "checkout.payment.method.provider.hint":
    "After you order, we take you to the payment provider. You pay there and then come back to us.",
  "checkout.payment.method.invoice": "Invoice",
  "checkout.payment.method.invoice.hint": "You receive an invoice and transfer the amount.",
  "checkout.payment.section.sepa": "Your account for the direct debit",
  "checkout.payment.field.iban": "IBAN",
  "checkout.payment.field.iban.hint": "For example DE89 3704 0044 0532 0130 00",
  "checkout.payment.iban.checked": "IBAN checked: {iban}",
  "checkout.payment.iban.checkedBank": "IBAN checked: {iban}, {bank}",
  "checkout.payment.field.accountHolder": "Account holder",
  "checkout.payment.field.mandate":
    "I grant the SEPA direct debit mandate: the provider may collect the amounts of this contract from my account, and I instruct my bank to pay these direct debits. I can ask for a refund within eight weeks of the debit.",
  "checkout.payment.error.summaryTitle": "Please check your details",
  "checkout.payment.error.required": "Please fill in this field.",
  "checkout.payment.error.choose": "Please choose a payment method.",
  "checkout.payment.error.iban": "This IBAN is not valid. Please check it.",
  "checkout.payment.error.accountHolder": "Please enter 2 to 70 characters.",
  "checkout.payment.error.mandate": "Please grant the direct debit mandate or choose another payment method.",
  "checkout.payment.error.checkFailed":
    "Your IBAN could not be checked just now. Your entries are still here: please try again.",
};
