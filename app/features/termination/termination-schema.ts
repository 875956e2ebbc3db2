import * as v from "valibot";
import { TerminationCustomer } from "~/platform/api/contract-rules";
import type { TerminationMessageKey } from "./messages/de";
import { reasonNeedsProof, selectableReasons } from "./termination-rules";
import {
  dateWindow,
  type FieldIssue,
  parseTerminationDate,
  TERMINATION_FIELDS,
  type TerminationField,
  type TerminationValues,
  type ValidationContext,
} from "./termination-validation";

/**
 * The termination forms' rules, declared once and run by the route action and by the browser. Limits come
 * from the contract (`contract-rules.ts`), choices from the backend's configuration; the backend has the
 * final word (its field errors land on the same fields).
 */
type Message = TerminationMessageKey;

const REQUIRED: Message = "termination.error.required";
const CHOOSE: Message = "termination.error.choose";
// Deliberately lenient ("format: email"): catches a missing "@" or domain, rejects no real address.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const { firstName, lastName, customerNumber, phoneNumber, email } = TerminationCustomer;

// A field that was not posted reads as empty, so that its own rule names the problem.
const posted = v.optional(v.string(), "");

// One problem per field: the first rule that fails names it.
const firstProblem = { abortPipeEarly: true } as const;

function requiredText(max: number, tooLong: Message = "termination.error.tooLong") {
  return v.config(v.pipe(posted, v.trim(), v.nonEmpty(REQUIRED), v.maxLength(max, tooLong)), firstProblem);
}

function choice<const Option extends string>(options: readonly Option[]) {
  return v.pipe(posted, v.picklist(options, CHOOSE));
}

function optionalText(...rules: v.PipeItem<string, string, v.BaseIssue<unknown>>[]) {
  return v.optional(v.pipe(v.string(), v.trim(), ...rules), "");
}

const list = v.optional(v.array(v.string()), []);

type Text = v.GenericSchema<string | undefined, string>;

/** Every field the forms know; the self-care form takes the customer from its link, not from fields. */
function fields(context: ValidationContext, withCustomer: boolean) {
  const { config } = context;
  const customerText = (max: number): Text => (withCustomer ? requiredText(max) : posted);
  const cancellationTypes = config.cancellationTypes.filter((type) => type !== "None");
  return {
    submissionId: v.optional(v.string()),
    idempotencyKey: v.optional(v.string()),
    serviceType: choice(config.serviceTypes.map((s) => s.id)),
    cancellationType: choice(cancellationTypes as ("Regular" | "Special")[]),
    reason: v.optional(v.string(), ""),
    proof: v.optional(v.file()),
    uploadIds: list,
    uploadNames: list,
    firstName: customerText(firstName.maxLength),
    lastName: customerText(lastName.maxLength),
    customerNumber: optionalText(v.maxLength(customerNumber.maxLength, "termination.error.tooLong")),
    phoneNumber: optionalText(
      v.check((text) => text === "" || new RegExp(phoneNumber.pattern).test(text), "termination.error.phoneNumber"),
    ),
    // No choice means now: the earliest possible date (§ 312k BGB).
    selectTerminationDate: v.optional(v.picklist(["now", "later"], CHOOSE), "now"),
    terminationDate: v.optional(v.string(), ""),
    email: v.config(
      v.pipe(requiredText(email.maxLength, "termination.error.email"), v.regex(EMAIL, "termination.error.email")),
      firstProblem,
    ),
    acknowledgedNotices: list,
  };
}

type Choice = { cancellationType: string; reason: string };
type DateInput = {
  serviceType: string;
  cancellationType: string;
  selectTerminationDate: string;
  terminationDate: string;
};

/** An extraordinary termination names one of the offered reasons. */
function reasonGiven(input: Choice, context: ValidationContext): boolean {
  return input.cancellationType !== "Special" || selectableReasons(context.config).some((r) => r.id === input.reason);
}

/** A proof is never required; one that is given (where the reason asks for it) must be of an accepted type and size. */
function proofProblem(input: Choice & { proof?: File }, context: ValidationContext): Message | null {
  const { upload } = context.config;
  const file = input.proof;
  if (!file || input.cancellationType !== "Special" || !reasonNeedsProof(context.config, input.reason)) return null;
  if (!upload.contentTypes.includes(file.type)) return "termination.error.proofType";
  return file.size > upload.maxBytes ? "termination.error.proofSize" : null;
}

/** What is wrong with a later date, if anything: missing, no real date, or outside the window. */
export function dateProblem(input: DateInput, context: ValidationContext): Message | null {
  if (input.selectTerminationDate !== "later") return null;
  if (!input.terminationDate) return REQUIRED;
  const date = parseTerminationDate(input.terminationDate, context.locale);
  if (!date) return "termination.error.date";
  const window = dateWindow(input, context);
  return date < window.min || date > window.max ? "termination.error.dateRange" : null;
}

const REASON: Message = "termination.error.reason";
type ProofInput = Choice & { proof?: File };

/** A form's schema. Rules that read more than one field land on the field the customer corrects. */
function formSchema(context: ValidationContext, withCustomer: boolean) {
  return v.pipe(
    v.object(fields(context, withCustomer)),
    v.forward(
      v.partialCheck([["cancellationType"], ["reason"]], (input) => reasonGiven(input, context), REASON),
      ["reason"],
    ),
    v.forward(
      v.partialCheck(
        [["cancellationType"], ["reason"], ["proof"]],
        (input) => proofProblem(input, context) === null,
        (issue) => proofProblem(issue.input as ProofInput, context) ?? "termination.error.proofType",
      ),
      ["proof"],
    ),
    v.forward(
      v.partialCheck(
        [["customerNumber"], ["phoneNumber"]],
        (input) => !withCustomer || Boolean(input.customerNumber || input.phoneNumber),
        "termination.error.identification" satisfies Message,
      ),
      ["customerNumber"],
    ),
    v.forward(
      v.partialCheck(
        [["serviceType"], ["cancellationType"], ["selectTerminationDate"], ["terminationDate"]],
        (input) => dateProblem(input, context) === null,
        (issue) => dateProblem(issue.input as DateInput, context) ?? REQUIRED,
      ),
      ["terminationDate"],
    ),
  );
}

/** The default form (/kuendigung). */
export function terminationSchema(context: ValidationContext) {
  return formSchema(context, true);
}

/** The self-care form: the same rules; contract and customer come from the link (its service type is passed in). */
export function selfcareSchema(context: ValidationContext) {
  return formSchema(context, false);
}

export type ParsedTermination = v.InferOutput<ReturnType<typeof terminationSchema>>;
export type ParsedSelfcare = v.InferOutput<ReturnType<typeof selfcareSchema>>;

/** Problems that mean "not filled in": the required-fields modal lists these. */
const MISSING: ReadonlySet<string> = new Set<Message>([
  REQUIRED,
  CHOOSE,
  "termination.error.reason",
  "termination.error.identification",
]);

type FormSchema = ReturnType<typeof formSchema>;

/** Runs a form's schema: its output, or every problem as field issues in form order. */
export function parseForm<Schema extends FormSchema>(
  schema: Schema,
  values: TerminationValues,
): { success: true; output: v.InferOutput<Schema> } | { success: false; issues: FieldIssue[] } {
  const result = v.safeParse(schema, values);
  if (result.success) return { success: true, output: result.output };
  const issues = result.issues.flatMap((issue): FieldIssue[] => {
    const field = issue.path?.[0]?.key as TerminationField | undefined;
    if (!field || !TERMINATION_FIELDS.includes(field)) return [];
    const message = issue.message as Message;
    return [{ field, message, kind: MISSING.has(message) ? "missing" : "invalid" }];
  });
  issues.sort((a, b) => TERMINATION_FIELDS.indexOf(a.field) - TERMINATION_FIELDS.indexOf(b.field));
  return { success: false, issues };
}

export function validateTermination(values: TerminationValues, context: ValidationContext): FieldIssue[] {
  const result = parseForm(terminationSchema(context), values);
  return result.success ? [] : result.issues;
}

export function validateSelfcare(values: TerminationValues, context: ValidationContext): FieldIssue[] {
  const result = parseForm(selfcareSchema(context), values);
  return result.success ? [] : result.issues;
}
