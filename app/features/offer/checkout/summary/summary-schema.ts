import * as v from "valibot";
import { defineForm, posted } from "~/platform/forms/form-kit";

export type SummaryMessage =
  | "checkout.summary.terms.required"
  | "checkout.summary.privacy.required"
  | "checkout.summary.error.payment"
  | "checkout.summary.error.documents"
  | "checkout.summary.error.general";

const TERMS: SummaryMessage = "checkout.summary.terms.required";
const PRIVACY: SummaryMessage = "checkout.summary.privacy.required";
export const GENERAL: SummaryMessage = "checkout.summary.error.general";

/**
 * The summary's form, in the order the page shows its problems (error summary order): the two boxes the customer
 * ticks (§ 312j BGB: terms and privacy notice, nothing else is required), then the parts of the page the order
 * call's field errors land on (payment, documents, the form as a whole). Each problem words its place itself, so
 * no row has a label: the summary's entries are the messages. Paths are the accept call's (`OfferAcceptRequest`).
 */
export const summaryForm = defineForm<SummaryMessage>()({
  fields: [
    {
      name: "termsAccepted",
      id: "summary-terms",
      rules: { termsAccepted: v.pipe(posted, v.literal("yes", TERMS)) },
      api: ["consents.termsAccepted"],
      invalid: TERMS,
    },
    {
      name: "privacyNoticeAcknowledged",
      id: "summary-privacy",
      rules: { privacyNoticeAcknowledged: v.pipe(posted, v.literal("yes", PRIVACY)) },
      api: ["consents.privacyNoticeAcknowledged"],
      invalid: PRIVACY,
    },
    {
      name: "payment",
      id: "summary-payment",
      rules: {},
      api: ["paymentMethod", "sepa", "sepa.iban", "sepa.accountHolder", "sepa.mandateAccepted"],
      invalid: "checkout.summary.error.payment",
    },
    {
      name: "documents",
      id: "summary-documents",
      rules: {},
      api: ["acknowledgedDocumentIds", "offerIds"],
      invalid: "checkout.summary.error.documents",
    },
    // Every other path of the order call (`errorsOfFields` in accept-outcome.ts).
    { name: "general", id: "summary-form", rules: {}, invalid: GENERAL },
  ],
  fallback: GENERAL,
});

export type SummaryProblem = (typeof summaryForm.fields)[number]["name"];
export type SummaryErrors = Partial<Record<SummaryProblem, SummaryMessage>>;

const summarySchema = v.object(summaryForm.entries);

/** The two required boxes of a post: the first problem of each, none when both are ticked. */
export function checkSummaryForm(values: Readonly<Record<string, unknown>>): SummaryErrors {
  const result = summaryForm.parse(summarySchema, values);
  return result.success ? {} : result.errors;
}
