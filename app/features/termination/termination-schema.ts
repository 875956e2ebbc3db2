import * as v from "valibot";
import { TerminationCustomer } from "~/platform/api/contract-rules";
import { defineForm, EMAIL, optionalText, posted, requiredMatch, requiredText } from "~/platform/forms/form-kit";
import type { TerminationMessageKey } from "./messages/de";
import { reasonNeedsProof, selectableReasons } from "./termination-rules";
import { dateWindow, parseTerminationDate, type ValidationContext } from "./termination-validation";

/**
 * The termination forms' table: one row per field in the order the form shows them (error summary order), with
 * its label, focus id, rules and the backend's request paths whose errors land on it. The rules run in the route
 * action and in the browser; limits come from the contract (`contract-rules.ts`), choices from the backend's
 * configuration; the backend has the final word. The self-care form shows a part of it: its link names the
 * contract and the customer.
 */
type Message = TerminationMessageKey;

const REQUIRED: Message = "termination.error.required";
const CHOOSE: Message = "termination.error.choose";
const TOO_LONG: Message = "termination.error.tooLong";
const REASON: Message = "termination.error.reason";
const EMAIL_PROBLEM: Message = "termination.error.email";
const { firstName, lastName, customerNumber, phoneNumber, email } = TerminationCustomer;
const phoneOrEmpty = (text: string) => text === "" || new RegExp(phoneNumber.pattern).test(text);

// Pure: a bundle that takes only a rule from this module (a bench) leaves the table out.
export const terminationForm = /* @__PURE__ */ defineForm<Message>()({
  fields: [
    {
      name: "serviceType",
      label: "termination.field.serviceType",
      // Radio groups take the focus id on their first option.
      id: "termination-serviceType",
      // One of the configuration's choices: the schema narrows it to what the brand offers.
      rules: { serviceType: posted },
      api: ["serviceType"],
    },
    {
      name: "cancellationType",
      label: "termination.field.cancellationType",
      id: "termination-cancellationType",
      rules: { cancellationType: posted },
      api: ["cancellationType"],
    },
    {
      name: "reason",
      label: "termination.field.reason",
      id: "termination-reason",
      // Asked for by an extraordinary termination only (below).
      rules: { reason: posted },
      api: ["reason"],
      codes: { NOT_AVAILABLE: REASON },
    },
    {
      name: "proof",
      label: "termination.field.proof",
      id: "termination-proof",
      rules: { proof: v.optional(v.file()) },
      api: ["uploadIds", "file"],
      codes: { TOO_LONG: "termination.error.proofSize" },
      invalid: "termination.error.proofType",
    },
    {
      name: "firstName",
      label: "termination.field.firstName",
      id: "termination-firstName",
      rules: { firstName: requiredText(firstName.maxLength, REQUIRED, TOO_LONG) },
      api: ["customer.firstName"],
    },
    {
      name: "lastName",
      label: "termination.field.lastName",
      id: "termination-lastName",
      rules: { lastName: requiredText(lastName.maxLength, REQUIRED, TOO_LONG) },
      api: ["customer.lastName"],
    },
    {
      name: "customerNumber",
      label: "termination.field.customerNumber",
      id: "termination-customerNumber",
      rules: { customerNumber: optionalText(customerNumber.maxLength, TOO_LONG) },
      api: ["customer.customerNumber"],
      invalid: "termination.error.customerNumber",
    },
    {
      name: "phoneNumber",
      label: "termination.field.phoneNumber",
      id: "termination-phoneNumber",
      rules: { phoneNumber: v.pipe(posted, v.trim(), v.check(phoneOrEmpty, "termination.error.phoneNumber")) },
      api: ["customer.phoneNumber"],
      invalid: "termination.error.phoneNumber",
    },
    {
      name: "selectTerminationDate",
      label: "termination.field.dateChoice",
      id: "termination-selectTerminationDate",
      // No choice means now: the earliest possible date (§ 312k BGB).
      rules: {
        selectTerminationDate: v.pipe(v.optional(v.string(CHOOSE), "now"), v.picklist(["now", "later"], CHOOSE)),
      },
      api: ["selectTerminationDate"],
    },
    {
      name: "terminationDate",
      label: "termination.field.terminationDate",
      id: "termination-terminationDate",
      // Read in the page's date format and checked against the window (below).
      rules: { terminationDate: posted },
      api: ["terminationDate"],
      invalid: "termination.error.dateRange",
    },
    {
      name: "email",
      label: "termination.field.email",
      id: "termination-email",
      rules: { email: requiredMatch(email.maxLength, EMAIL, [REQUIRED, EMAIL_PROBLEM, EMAIL_PROBLEM]) },
      api: ["email", "customer.email"],
      invalid: EMAIL_PROBLEM,
    },
  ],
  codes: { REQUIRED, NOT_AVAILABLE: CHOOSE, TOO_LONG },
  fallback: REQUIRED,
});

export type TerminationField = (typeof terminationForm.fields)[number]["name"];
export type FieldErrors = Partial<Record<TerminationField, Message>>;

const list = v.optional(v.array(v.string()), []);

/** What a form carries from one post to the next (kept-fields.tsx): its ids, the proofs uploaded, the notice seen. */
export const KEPT_IDS = { submissionId: v.optional(v.string()), idempotencyKey: v.optional(v.string()) };
/** Those it posts once per entry: read as lists on both sides. */
export const KEPT_LISTS = { uploadIds: list, uploadNames: list, acknowledgedNotices: list };

function choice<const Option extends string>(options: readonly Option[]) {
  return v.pipe(posted, v.picklist(options, CHOOSE));
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

type ProofInput = Choice & { proof?: File };

/** A form's schema: the table's rules, the configuration's choices, and the rules that read several fields. */
function formSchema(context: ValidationContext, withCustomer: boolean) {
  const { config } = context;
  const cancellationTypes = config.cancellationTypes.filter((type) => type !== "None") as ("Regular" | "Special")[];
  const { entries } = terminationForm;
  // The self-care form's link names the customer: the names posted under it are not that form's business.
  const customer = <Rule>(rule: Rule) => (withCustomer ? rule : posted);
  return v.pipe(
    v.object({
      ...entries,
      firstName: customer(entries.firstName),
      lastName: customer(entries.lastName),
      serviceType: choice(config.serviceTypes.map((s) => s.id)),
      cancellationType: choice(cancellationTypes),
      ...KEPT_IDS,
      ...KEPT_LISTS,
    }),
    // Rules that read more than one field land on the field the customer corrects.
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

/** What the forms post (strings; the proof as a file; repeated hidden fields as lists). */
export type TerminationValues = v.InferInput<ReturnType<typeof terminationSchema>>;
export type ParsedTermination = v.InferOutput<ReturnType<typeof terminationSchema>>;
export type ParsedSelfcare = v.InferOutput<ReturnType<typeof selfcareSchema>>;

/** Runs a form's schema: its output, or the first problem of each field in form order. */
export function parseForm<Schema extends v.GenericSchema>(schema: Schema, values: TerminationValues) {
  return terminationForm.parse(schema, values);
}

/** The default form's problems (none when it may be sent). */
export function terminationErrors(values: TerminationValues, context: ValidationContext): FieldErrors {
  const result = parseForm(terminationSchema(context), values);
  return result.success ? {} : result.errors;
}

/** The self-care form's problems (none when it may be sent). */
export function selfcareErrors(values: TerminationValues, context: ValidationContext): FieldErrors {
  const result = parseForm(selfcareSchema(context), values);
  return result.success ? {} : result.errors;
}

/** Problems that mean "not filled in": the required-fields modal lists these. */
const MISSING: ReadonlySet<string> = new Set<Message>([
  REQUIRED,
  CHOOSE,
  "termination.error.reason",
  "termination.error.identification",
]);

/** The fields whose problem is that they are empty, in form order. */
export function missingFields(errors: FieldErrors): TerminationField[] {
  return terminationForm.fields.flatMap((field) => (MISSING.has(errors[field.name] ?? "") ? [field.name] : []));
}
