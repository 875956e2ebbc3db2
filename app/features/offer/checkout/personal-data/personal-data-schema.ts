import * as v from "valibot";
import { Address, PersonalData } from "~/platform/api/contract-rules";
import { type BirthDateProblem, birthDateProblem } from "./birth-date-rules";
import {
  PERSONAL_FIELDS,
  type PersonalErrors,
  type PersonalField,
  type PersonalMessage,
  type PersonalValues,
} from "./personal-data-fields";

/**
 * The personal-data step's rules, declared once and run by the route action and by the browser. Limits come
 * from the contract (`contract-rules.ts`); the backend has the final word (its field errors land on the same fields).
 */
export interface PersonalContext {
  /** "YYYY-MM-DD", German calendar day. */
  today: string;
  /** The nationalities the list offers (codes). */
  nationalities: readonly string[];
}

const REQUIRED: PersonalMessage = "checkout.personal.error.required";
const TOO_LONG: PersonalMessage = "checkout.personal.error.tooLong";
// Deliberately lenient ("format: email"): catches a missing "@" or domain, rejects no real address.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const POSTAL_CODE = new RegExp(Address.postalCode.pattern);
const PHONE = new RegExp(PersonalData.phoneNumber.pattern);

const BIRTH_DATE_MESSAGES: Record<BirthDateProblem, PersonalMessage> = {
  required: REQUIRED,
  date: "checkout.personal.error.birthDate",
  future: "checkout.personal.error.birthDateFuture",
  tooYoung: "checkout.personal.error.birthDateTooYoung",
};

// A field that was not posted reads as empty, so that its own rule names the problem.
const posted = v.optional(v.string(), "");
const firstProblem = { abortPipeEarly: true } as const;

function requiredText(max: number) {
  return v.config(v.pipe(posted, v.trim(), v.nonEmpty(REQUIRED), v.maxLength(max, TOO_LONG)), firstProblem);
}

/** A required text that must also match a pattern; the first problem names it. */
function requiredMatch(max: number, pattern: RegExp, message: PersonalMessage) {
  return v.config(v.pipe(requiredText(max), v.regex(pattern, message)), firstProblem);
}

type BirthInput = { birthDay: string; birthMonth: string; birthYear: string };

function birthProblem(input: BirthInput, context: PersonalContext): PersonalMessage | null {
  const problem = birthDateProblem(input.birthDay, input.birthMonth, input.birthYear, context.today);
  return problem ? BIRTH_DATE_MESSAGES[problem] : null;
}

export function personalDataSchema(context: PersonalContext) {
  return v.pipe(
    v.object({
      salutation: v.pipe(
        posted,
        v.picklist(["frau", "herr"], "checkout.personal.error.choose" satisfies PersonalMessage),
      ),
      firstName: requiredText(PersonalData.firstName.maxLength),
      lastName: requiredText(PersonalData.lastName.maxLength),
      birthDay: v.pipe(posted, v.trim()),
      birthMonth: v.pipe(posted, v.trim()),
      birthYear: v.pipe(posted, v.trim()),
      street: requiredText(Address.street.maxLength),
      houseNumber: requiredText(Address.houseNumber.maxLength),
      postalCode: requiredMatch(10, POSTAL_CODE, "checkout.personal.error.postalCode"),
      city: requiredText(Address.city.maxLength),
      addition: v.pipe(posted, v.trim(), v.maxLength(Address.addition.maxLength, TOO_LONG)),
      email: requiredMatch(PersonalData.email.maxLength, EMAIL, "checkout.personal.error.email"),
      phoneNumber: requiredMatch(30, PHONE, "checkout.personal.error.phoneNumber"),
      nationality: v.pipe(
        posted,
        v.trim(),
        v.check(
          (code) => code === "" || context.nationalities.includes(code),
          "checkout.personal.error.nationality" satisfies PersonalMessage,
        ),
      ),
    }),
    v.forward(
      v.partialCheck(
        [["birthDay"], ["birthMonth"], ["birthYear"]],
        (input) => birthProblem(input, context) === null,
        (issue) => birthProblem(issue.input as BirthInput, context) ?? REQUIRED,
      ),
      ["birthDay"],
    ),
  );
}

export type ParsedPersonalData = v.InferOutput<ReturnType<typeof personalDataSchema>>;

/** The form field an issue's path names (the three birth-date parts are one field). */
function fieldOf(key: unknown): PersonalField | null {
  if (key === "birthDay" || key === "birthMonth" || key === "birthYear") return "birthDate";
  return PERSONAL_FIELDS.includes(key as PersonalField) ? (key as PersonalField) : null;
}

/** Runs the schema: its output, or the first problem of each field. */
export function parsePersonalData(
  values: PersonalValues,
  context: PersonalContext,
): { success: true; output: ParsedPersonalData } | { success: false; errors: PersonalErrors } {
  const result = v.safeParse(personalDataSchema(context), values);
  if (result.success) return { success: true, output: result.output };
  const errors: PersonalErrors = {};
  for (const issue of result.issues) {
    const field = fieldOf(issue.path?.[0]?.key);
    if (field) errors[field] ??= issue.message as PersonalMessage;
  }
  return { success: false, errors };
}
