import * as v from "valibot";
import { SepaMandate } from "~/platform/api/contract-rules";
import type { PaymentMethod } from "~/platform/api/types";
import type { CheckoutPaymentMessageKey as Message } from "../../messages/checkout-payment-de";

/**
 * The payment step's rules, declared once and run by the route action and by the browser. The IBAN's format
 * is checked here; its checksum and bank by `POST /api/validation/{brand}/iban` (the backend's word counts).
 */
export const PAYMENT_FIELDS = ["paymentMethod", "iban", "accountHolder", "mandate"] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];
export type PaymentValues = Partial<Record<PaymentField, string>>;
export type PaymentErrors = Partial<Record<PaymentField, Message>>;

export const PAYMENT_METHODS = ["sepa", "creditCard", "paypal", "invoice"] as const satisfies PaymentMethod[];

/** Methods the customer pays for at the payment provider after ordering. */
export function paysAtProvider(method: string | undefined): boolean {
  return method === "creditCard" || method === "paypal";
}

/**
 * Never kept in a draft: the IBAN stays out of every browser storage, and the mandate is a declaration the
 * customer makes with the click that sends it, not one a reload brings back.
 */
export const PAYMENT_DRAFT_EXCLUDE: readonly string[] = ["iban", "mandate"];

/** The IBAN in electronic format: capital letters and digits, no spaces. */
export function normaliseIban(text: string): string {
  return text.replace(/[\s-]+/g, "").toUpperCase();
}

// Country code, check digits, 11 to 30 characters of account (the shortest IBAN, Norway's, has 15).
const IBAN_FORMAT = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

export type ParsedPayment =
  | { method: Exclude<PaymentMethod, "sepa"> }
  | { method: "sepa"; iban: string; accountHolder: string };

/** The form's values checked against the offer's methods: the choice, or the first problem of each field. */
export function parsePayment(
  values: PaymentValues,
  methods: readonly PaymentMethod[],
): { success: true; payment: ParsedPayment } | { success: false; errors: PaymentErrors } {
  const method = values.paymentMethod ?? "";
  const chosen = methods.find((m) => m === method);
  if (!chosen) return { success: false, errors: { paymentMethod: "checkout.payment.error.choose" } };
  if (chosen !== "sepa") return { success: true, payment: { method: chosen } };
  const result = v.safeParse(sepaSchema, values);
  if (result.success) {
    const { iban, accountHolder } = result.output;
    return { success: true, payment: { method: "sepa", iban, accountHolder } };
  }
  const errors: PaymentErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as PaymentField | undefined;
    if (field && PAYMENT_FIELDS.includes(field)) errors[field] ??= issue.message as Message;
  }
  return { success: false, errors };
}

const posted = v.optional(v.string(), "");
const firstProblem = { abortPipeEarly: true } as const;
const { accountHolder } = SepaMandate;

const sepaSchema = v.object({
  iban: v.config(
    v.pipe(
      posted,
      v.transform(normaliseIban),
      v.nonEmpty("checkout.payment.error.required" satisfies Message),
      v.regex(IBAN_FORMAT, "checkout.payment.error.iban" satisfies Message),
    ),
    firstProblem,
  ),
  accountHolder: v.config(
    v.pipe(
      posted,
      v.trim(),
      v.nonEmpty("checkout.payment.error.required" satisfies Message),
      v.minLength(accountHolder.minLength, "checkout.payment.error.accountHolder" satisfies Message),
      v.maxLength(accountHolder.maxLength, "checkout.payment.error.accountHolder" satisfies Message),
    ),
    firstProblem,
  ),
  mandate: v.pipe(posted, v.literal("accepted", "checkout.payment.error.mandate" satisfies Message)),
});

/** Errors in form order, for the error summary. */
export function orderedPaymentErrors(errors: PaymentErrors) {
  return PAYMENT_FIELDS.flatMap((field) => (errors[field] ? [{ field, message: errors[field] }] : []));
}
