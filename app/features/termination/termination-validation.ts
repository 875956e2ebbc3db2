import type { TerminationConfig } from "~/platform/api/types";
import { isoDateOf } from "~/ui/date-picker/date-parts";
import type { TerminationMessageKey } from "./messages/de";
import { earliestTerminationDate, latestTerminationDate, reasonNeedsProof } from "./termination-rules";

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

export const CUSTOMER_NUMBER = /^[0-9]{6,12}$/;
export const PHONE_NUMBER = /^\+?[0-9 /()-]{6,20}$/;
// Deliberately simple: the backend has the final word; this catches typos such as a missing "@" or domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const NAME_MAX = 50;
const EMAIL_MAX = 120;

/** The chosen later date as "YYYY-MM-DD", or null when the text is no real date. */
export function parseTerminationDate(text: string | undefined, locale: string): string | null {
  if (!text?.trim()) return null;
  return isoDateOf(text, locale);
}

export function dateWindow(values: TerminationValues, context: ValidationContext) {
  const min = earliestTerminationDate(context.config, values, context.today);
  return { min, max: latestTerminationDate(min) };
}

function checkProof(values: TerminationValues, context: ValidationContext, issues: FieldIssue[]) {
  if (values.cancellationType !== "Special" || !reasonNeedsProof(context.config, values.reason)) return;
  const file = values.proof && values.proof.size > 0 ? values.proof : undefined;
  if (!file) {
    if ((values.uploadIds ?? []).length === 0)
      issues.push({ field: "proof", message: "termination.error.proofRequired", kind: "missing" });
    return;
  }
  if (!context.config.upload.contentTypes.includes(file.type)) {
    issues.push({ field: "proof", message: "termination.error.proofType", kind: "invalid" });
  } else if (file.size > context.config.upload.maxBytes) {
    issues.push({ field: "proof", message: "termination.error.proofSize", kind: "invalid" });
  }
}

function checkText(issues: FieldIssue[], field: TerminationField, value: string | undefined, max: number) {
  if (!value?.trim()) issues.push({ field, message: "termination.error.required", kind: "missing" });
  else if (value.length > max) issues.push({ field, message: "termination.error.tooLong", kind: "invalid" });
}

/** Regular or extraordinary, and the reason an extraordinary termination needs. */
export function checkCancellation(values: TerminationValues, context: ValidationContext, issues: FieldIssue[]): void {
  const types: readonly string[] = context.config.cancellationTypes;
  if (!values.cancellationType || !types.includes(values.cancellationType) || values.cancellationType === "None") {
    issues.push({ field: "cancellationType", message: "termination.error.choose", kind: "missing" });
  }
  if (
    values.cancellationType === "Special" &&
    !context.config.reasons.some((r) => r.id === values.reason && r.id !== "None")
  ) {
    issues.push({ field: "reason", message: "termination.error.reason", kind: "missing" });
  }
}

/** Now or later, and a later date inside the window. */
export function checkDate(values: TerminationValues, context: ValidationContext, issues: FieldIssue[]): void {
  if (values.selectTerminationDate !== "now" && values.selectTerminationDate !== "later") {
    issues.push({ field: "selectTerminationDate", message: "termination.error.choose", kind: "missing" });
    return;
  }
  if (values.selectTerminationDate !== "later") return;
  const date = parseTerminationDate(values.terminationDate, context.locale);
  const window = dateWindow(values, context);
  if (!values.terminationDate?.trim()) {
    issues.push({ field: "terminationDate", message: "termination.error.required", kind: "missing" });
  } else if (!date) {
    issues.push({ field: "terminationDate", message: "termination.error.date", kind: "invalid" });
  } else if (date < window.min || date > window.max) {
    issues.push({ field: "terminationDate", message: "termination.error.dateRange", kind: "invalid" });
  }
}

export function checkEmail(values: TerminationValues, issues: FieldIssue[]): void {
  const email = values.email?.trim();
  if (!email) issues.push({ field: "email", message: "termination.error.required", kind: "missing" });
  else if (email.length > EMAIL_MAX || !EMAIL.test(email)) {
    issues.push({ field: "email", message: "termination.error.email", kind: "invalid" });
  }
}

/** Every problem of a termination, in form order; the server and the browser run the same rules. */
export function validateTermination(values: TerminationValues, context: ValidationContext): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!context.config.serviceTypes.some((s) => s.id === values.serviceType)) {
    issues.push({ field: "serviceType", message: "termination.error.choose", kind: "missing" });
  }
  checkCancellation(values, context, issues);
  checkProof(values, context, issues);
  checkText(issues, "firstName", values.firstName, NAME_MAX);
  checkText(issues, "lastName", values.lastName, NAME_MAX);
  const customerNumber = values.customerNumber?.trim();
  const phoneNumber = values.phoneNumber?.trim();
  if (!customerNumber && !phoneNumber) {
    issues.push({ field: "customerNumber", message: "termination.error.identification", kind: "missing" });
  }
  if (customerNumber && !CUSTOMER_NUMBER.test(customerNumber)) {
    issues.push({ field: "customerNumber", message: "termination.error.customerNumber", kind: "invalid" });
  }
  if (phoneNumber && !PHONE_NUMBER.test(phoneNumber)) {
    issues.push({ field: "phoneNumber", message: "termination.error.phoneNumber", kind: "invalid" });
  }
  checkDate(values, context, issues);
  checkEmail(values, issues);
  return issues;
}

/** The self-care form: contract and customer come from the link; the customer chooses type, date and e-mail. */
export function validateSelfcare(values: TerminationValues, context: ValidationContext): FieldIssue[] {
  const issues: FieldIssue[] = [];
  checkCancellation(values, context, issues);
  checkDate(values, context, issues);
  checkEmail(values, issues);
  return issues;
}
