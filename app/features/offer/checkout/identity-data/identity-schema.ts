import * as v from "valibot";
import { IdentityDocument as Rules } from "~/platform/api/contract-rules";
import type { IdentityDocument } from "~/platform/api/types";
import { defineForm, firstProblem, posted } from "~/platform/forms/form-kit";
import { isoDateOf } from "~/ui/date-picker/date-parts";
import type { CheckoutIdentityMessageKey as Message } from "../../messages/checkout-identity-de";

export const DOCUMENT_TYPES = ["idCard", "passport", "residencePermit"] as const satisfies IdentityDocument["type"][];

/** Never kept in a draft: the document number stays out of every browser storage. */
export const IDENTITY_DRAFT_EXCLUDE: readonly string[] = ["documentNumber"];

export interface IdentityContext {
  /** "YYYY-MM-DD", German calendar day. */
  today: string;
  /** The page's locale: the typed expiry date is read in its order. */
  locale: string;
}

/**
 * The expiry dates a document may have: from today (a document valid today is valid) to ten years and three
 * months ahead. German ID cards, passports and residence permits are issued for at most ten years; the three
 * months cover a document collected some weeks after it was produced, and typing slips beyond that are caught.
 */
export function expiryWindow(today: string): { min: string; max: string } {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const max = new Date(Date.UTC(year + 10, month - 1 + 3, day));
  return { min: today, max: max.toISOString().slice(0, 10) };
}

/** The number as the contract wants it: capital letters and digits, no spaces. */
export function normaliseDocumentNumber(text: string): string {
  return text.replace(/[\s-]+/g, "").toUpperCase();
}

const NUMBER = new RegExp(Rules.number.pattern);
const COUNTRY = new RegExp(Rules.issuingCountry.pattern);

/** What is wrong with the typed expiry date, if anything. */
export function expiryProblem(text: string, context: IdentityContext): Message | null {
  if (!text.trim()) return "checkout.identity.error.required";
  const date = isoDateOf(text, context.locale);
  if (!date) return "checkout.identity.error.date";
  const window = expiryWindow(context.today);
  if (date < window.min) return "checkout.identity.error.expired";
  return date > window.max ? "checkout.identity.error.tooLate" : null;
}

const CHOOSE: Message = "checkout.identity.error.choose";

/**
 * The identity step's form: one row per field in the order the form shows them (error summary order), with its
 * label, focus id, rules, and the backend's request paths whose errors land on it. The rules run in the route
 * action and in the browser; number, country and authority follow the contract (`contract-rules.ts`); the
 * backend has the final word.
 */
export const identityForm = defineForm<Message>()({
  fields: [
    {
      name: "documentType",
      label: "checkout.identity.field.documentType",
      id: "identity-documentType",
      rules: { documentType: v.pipe(posted, v.picklist(DOCUMENT_TYPES, CHOOSE)) },
      api: ["identityDocument.type"],
      invalid: CHOOSE,
    },
    {
      name: "documentNumber",
      label: "checkout.identity.field.documentNumber",
      id: "identity-documentNumber",
      rules: {
        documentNumber: v.config(
          v.pipe(
            posted,
            v.transform(normaliseDocumentNumber),
            v.nonEmpty("checkout.identity.error.required" satisfies Message),
            v.regex(NUMBER, "checkout.identity.error.documentNumber" satisfies Message),
          ),
          firstProblem,
        ),
      },
      api: ["identityDocument.number"],
      invalid: "checkout.identity.error.documentNumber",
    },
    {
      name: "issuingCountry",
      label: "checkout.identity.field.issuingCountry",
      id: "identity-issuingCountry",
      rules: { issuingCountry: v.pipe(posted, v.trim(), v.regex(COUNTRY, CHOOSE)) },
      api: ["identityDocument.issuingCountry"],
      invalid: CHOOSE,
    },
    {
      name: "issuingAuthority",
      label: "checkout.identity.field.issuingAuthority",
      id: "identity-issuingAuthority",
      rules: {
        issuingAuthority: v.pipe(
          posted,
          v.trim(),
          v.maxLength(Rules.issuingAuthority.maxLength, "checkout.identity.error.tooLong" satisfies Message),
        ),
      },
      api: ["identityDocument.issuingAuthority"],
      invalid: "checkout.identity.error.tooLong",
    },
    {
      name: "expiryDate",
      label: "checkout.identity.field.expiryDate",
      id: "identity-expiryDate",
      // Checked against the page's day and date order (below).
      rules: { expiryDate: v.pipe(posted, v.trim()) },
      api: ["identityDocument.expiryDate"],
      invalid: "checkout.identity.error.expired",
    },
  ],
  codes: { REQUIRED: "checkout.identity.error.required" },
  fallback: "checkout.identity.error.saveFailed",
});

export type IdentityField = (typeof identityForm.fields)[number]["name"];
export type IdentityErrors = Partial<Record<IdentityField, Message>>;

/** The table's rules with the one that reads the page's context (the expiry date's window and order). */
export function identitySchema(context: IdentityContext) {
  return v.pipe(
    v.object(identityForm.entries),
    v.forward(
      v.partialCheck(
        [["expiryDate"]],
        (input) => expiryProblem(input.expiryDate, context) === null,
        (issue) =>
          expiryProblem(String((issue.input as { expiryDate: string }).expiryDate), context) ??
          "checkout.identity.error.date",
      ),
      ["expiryDate"],
    ),
  );
}

/** What the form posts (every value a string). */
export type IdentityValues = v.InferInput<ReturnType<typeof identitySchema>>;

/** The form's values checked: the document as the contract has it, or the first problem of each field. */
export function parseIdentity(
  values: IdentityValues,
  context: IdentityContext,
): { success: true; document: IdentityDocument } | { success: false; errors: IdentityErrors } {
  const result = identityForm.parse(identitySchema(context), values);
  if (!result.success) return result;
  const { output } = result;
  return {
    success: true,
    document: {
      type: output.documentType,
      number: output.documentNumber,
      issuingCountry: output.issuingCountry,
      ...(output.issuingAuthority ? { issuingAuthority: output.issuingAuthority } : {}),
      expiryDate: isoDateOf(output.expiryDate, context.locale) ?? output.expiryDate,
    },
  };
}
