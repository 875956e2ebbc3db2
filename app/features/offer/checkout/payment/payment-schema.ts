import * as v from "valibot";
import { SepaMandate } from "~/platform/api/contract-rules";
import type { PaymentMethod } from "~/platform/api/types";
import { defineForm, firstProblem, posted } from "~/platform/forms/form-kit";
import type { CheckoutPaymentMessageKey as Message } from "../../messages/checkout-payment-de";

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
export const IBAN_FORMAT = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

export type ParsedPayment =
  | { method: Exclude<PaymentMethod, "sepa"> }
  | { method: "sepa"; iban: string; accountHolder: string };

const REQUIRED: Message = "checkout.payment.error.required";
const { accountHolder } = SepaMandate;

/**
 * The payment step's form: one row per field in the order the form shows them (error summary order), with its
 * label, focus id, rules, and the backend's request paths whose errors land on it. The rules run in the route
 * action and in the browser. The IBAN's format is checked here; its checksum and bank by
 * `POST /api/validation/{brand}/iban` (the backend's word counts).
 */
export const paymentForm = defineForm<Message>()({
  fields: [
    {
      name: "paymentMethod",
      label: "checkout.payment.field.method",
      id: "payment-paymentMethod",
      // One of the offer's methods, and it decides which rows apply: the schema below asks.
      rules: { paymentMethod: posted },
    },
    {
      name: "iban",
      label: "checkout.payment.field.iban",
      id: "payment-iban",
      rules: {
        iban: v.config(
          v.pipe(
            posted,
            v.transform(normaliseIban),
            v.nonEmpty(REQUIRED),
            v.regex(IBAN_FORMAT, "checkout.payment.error.iban" satisfies Message),
          ),
          firstProblem,
        ),
      },
      // The IBAN check's request.
      api: ["iban"],
      invalid: "checkout.payment.error.iban",
    },
    {
      name: "accountHolder",
      label: "checkout.payment.field.accountHolder",
      id: "payment-accountHolder",
      rules: {
        accountHolder: v.config(
          v.pipe(
            posted,
            v.trim(),
            v.nonEmpty(REQUIRED),
            v.minLength(accountHolder.minLength, "checkout.payment.error.accountHolder" satisfies Message),
            v.maxLength(accountHolder.maxLength, "checkout.payment.error.accountHolder" satisfies Message),
          ),
          firstProblem,
        ),
      },
    },
    {
      name: "mandate",
      // The summary names the mandate by its section: its own label is the whole declaration.
      label: "checkout.payment.section.sepa",
      id: "payment-mandate",
      rules: { mandate: v.pipe(posted, v.literal("accepted", "checkout.payment.error.mandate" satisfies Message)) },
    },
  ],
  fallback: "checkout.payment.error.checkFailed",
});

export type PaymentField = (typeof paymentForm.fields)[number]["name"];
export type PaymentErrors = Partial<Record<PaymentField, Message>>;

const { paymentMethod: _chosen, ...sepaEntries } = paymentForm.entries;

/** The table's rules for the offer's methods: the account rows only for direct debit, nothing more for the others. */
export function paymentSchema(methods: readonly PaymentMethod[]) {
  return v.variant(
    "paymentMethod",
    [
      v.object({ ...sepaEntries, paymentMethod: v.picklist(methods.filter((method) => method === "sepa")) }),
      v.object({ paymentMethod: v.picklist(methods.filter((method) => method !== "sepa")) }),
    ],
    "checkout.payment.error.choose" satisfies Message,
  );
}

/** What the form posts (every value a string). */
export type PaymentValues = v.InferInput<v.ObjectSchema<typeof paymentForm.entries, undefined>>;

/** The form's values checked against the offer's methods: the choice, or the first problem of each field. */
export function parsePayment(
  values: PaymentValues,
  methods: readonly PaymentMethod[],
): { success: true; payment: ParsedPayment } | { success: false; errors: PaymentErrors } {
  const result = paymentForm.parse(paymentSchema(methods), values);
  if (!result.success) return result;
  const { output } = result;
  if ("iban" in output)
    return { success: true, payment: { method: "sepa", iban: output.iban, accountHolder: output.accountHolder } };
  return { success: true, payment: { method: output.paymentMethod as Exclude<PaymentMethod, "sepa"> } };
}
