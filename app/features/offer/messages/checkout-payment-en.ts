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
  "checkout.payment.method.invoice.hint": "You receive an invoice and pay by bank transfer.",
  "checkout.payment.section.sepa": "Your account for the direct debit",
  "checkout.payment.field.iban": "IBAN",
  "checkout.payment.field.iban.hint": "For example DE89 3704 0044 0532 0130 00",
  "checkout.payment.iban.checked": "IBAN checked: {iban}",
  "checkout.payment.iban.checkedBank": "IBAN checked: {iban}, {bank}",
  "checkout.payment.field.accountHolder": "Account holder",
  "checkout.payment.field.mandate":
    "SEPA direct debit mandate: I authorize {creditor} to collect payments from my account by direct debit, and I instruct my bank to pay the direct debits that {creditor} draws on my account. Note: I can ask for a refund of a debited amount within eight weeks of the date it was debited, under the terms agreed with my bank.",
  "checkout.payment.mandate.creditor": "Payee: {creditor}, creditor identifier {identifier}",
  "checkout.payment.mandate.reference": "We will tell you the mandate reference before the first direct debit.",
  "checkout.payment.error.summaryTitle": "Please check your details",
  "checkout.payment.error.required": "Please fill in this field.",
  "checkout.payment.error.choose": "Please choose a payment method.",
  "checkout.payment.error.iban": "This IBAN is not valid. Please check it.",
  "checkout.payment.error.accountHolder": "Please enter 2 to 70 characters.",
  "checkout.payment.error.mandate": "Please grant the direct debit mandate or choose another payment method.",
  "checkout.payment.error.checkFailed":
    "Your IBAN could not be checked just now. Your entries are not lost – please try again.",
};
