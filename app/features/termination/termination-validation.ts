import type { TerminationConfig } from "~/platform/api/types";
import { isoDateOf } from "~/ui/date-picker/date-parts";
import type { TerminationMessageKey } from "./messages/de";
import { earliestTerminationDate, latestTerminationDate } from "./termination-rules";

/** The default form's fields, in the order the form shows them (error summary order). */
export const TERMINATION_FIELDS = [
  "serviceType",
  "cancellationType",
  "reason",
  "proof",
  "firstName",
  "lastName",
  "customerNumber",
  "phoneNumber",
  "selectTerminationDate",
  "terminationDate",
  "email",
] as const;
export type TerminationField = (typeof TERMINATION_FIELDS)[number];

/** What the form posts (strings; the proof as a file; repeated hidden fields as lists). */
export interface TerminationValues {
  submissionId?: string;
  serviceType?: string;
  cancellationType?: string;
  reason?: string;
  proof?: File;
  idempotencyKey?: string;
  uploadIds?: string[];
  uploadNames?: string[];
  firstName?: string;
  lastName?: string;
  customerNumber?: string;
  phoneNumber?: string;
  selectTerminationDate?: string;
  terminationDate?: string;
  email?: string;
  acknowledgedNotices?: string[];
}

export interface ValidationContext {
  config: Pick<TerminationConfig, "serviceTypes" | "cancellationTypes" | "reasons" | "upload">;
  /** "YYYY-MM-DD", German calendar day. */
  today: string;
  /** The page's locale: typed dates are read in its order. */
  locale: string;
}

/** A field problem; "missing" ones are what the required-fields modal lists. */
export interface FieldIssue {
  field: TerminationField;
  message: TerminationMessageKey;
  kind: "missing" | "invalid";
}

/** The chosen later date as "YYYY-MM-DD", or null when the text is no real date. */
export function parseTerminationDate(text: string | undefined, locale: string): string | null {
  if (!text?.trim()) return null;
  return isoDateOf(text, locale);
}

/** The window a later date must fall in: from the earliest possible date, two years on. */
export function dateWindow(
  values: Pick<TerminationValues, "serviceType" | "cancellationType">,
  context: ValidationContext,
) {
  const min = earliestTerminationDate(context.config, values, context.today);
  return { min, max: latestTerminationDate(min) };
}
