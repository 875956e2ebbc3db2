import * as v from "valibot";
import { IdentityDocument as Rules } from "~/platform/api/contract-rules";
import type { IdentityDocument } from "~/platform/api/types";
import { isoDateOf } from "~/ui/date-picker/date-parts";
import type { CheckoutIdentityMessageKey as Message } from "../../messages/checkout-identity-de";

/**
 * The identity step's rules, declared once and run by the route action and by the browser. Number, country
 * and authority follow the contract (`contract-rules.ts`); the backend has the final word (its field errors
 * land on the same fields).
 */
export const IDENTITY_FIELDS = [
  "documentType",
  "documentNumber",
  "issuingCountry",
  "issuingAuthority",
  "expiryDate",
] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];
export type IdentityValues = Partial<Record<IdentityField, string>>;
export type IdentityErrors = Partial<Record<IdentityField, Message>>;

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
const posted = v.optional(v.string(), "");
const firstProblem = { abortPipeEarly: true } as const;

/** What is wrong with the typed expiry date, if anything. */
export function expiryProblem(text: string, context: IdentityContext): Message | null {
  if (!text.trim()) return "checkout.identity.error.required";
  const date = isoDateOf(text, context.locale);
  if (!date) return "checkout.identity.error.date";
  const window = expiryWindow(context.today);
  if (date < window.min) return "checkout.identity.error.expired";
  return date > window.max ? "checkout.identity.error.tooLate" : null;
}

export function identitySchema(context: IdentityContext) {
  return v.object({
    documentType: v.pipe(posted, v.picklist(DOCUMENT_TYPES, "checkout.identity.error.choose" satisfies Message)),
    documentNumber: v.config(
      v.pipe(
        posted,
        v.transform(normaliseDocumentNumber),
        v.nonEmpty("checkout.identity.error.required" satisfies Message),
        v.regex(NUMBER, "checkout.identity.error.documentNumber" satisfies Message),
      ),
      firstProblem,
    ),
    issuingCountry: v.pipe(posted, v.trim(), v.regex(COUNTRY, "checkout.identity.error.choose" satisfies Message)),
    issuingAuthority: v.pipe(
      posted,
      v.trim(),
      v.maxLength(Rules.issuingAuthority.maxLength, "checkout.identity.error.tooLong" satisfies Message),
    ),
    expiryDate: v.pipe(
      posted,
      v.trim(),
      v.check(
        (text) => expiryProblem(text, context) === null,
        (issue) => expiryProblem(String(issue.input), context) ?? "checkout.identity.error.date",
      ),
    ),
  });
}

/** The form's values checked: the document as the contract has it, or the first problem of each field. */
export function parseIdentity(
  values: IdentityValues,
  context: IdentityContext,
): { success: true; document: IdentityDocument } | { success: false; errors: IdentityErrors } {
  const result = v.safeParse(identitySchema(context), values);
  if (!result.success) {
    const errors: IdentityErrors = {};
    for (const issue of result.issues) {
      const field = issue.path?.[0]?.key as IdentityField | undefined;
      if (field && IDENTITY_FIELDS.includes(field)) errors[field] ??= issue.message as Message;
    }
    return { success: false, errors };
  }
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

/** Errors in form order, for the error summary. */
export function orderedIdentityErrors(errors: IdentityErrors) {
  return IDENTITY_FIELDS.flatMap((field) => (errors[field] ? [{ field, message: errors[field] }] : []));
}
