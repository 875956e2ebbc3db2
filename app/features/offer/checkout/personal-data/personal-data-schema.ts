import * as v from "valibot";
import { Address, PersonalData } from "~/platform/api/contract-rules";
import {
  defineForm,
  EMAIL,
  type FieldRow,
  optionalText,
  posted,
  requiredMatch,
  requiredText,
} from "~/platform/forms/form-kit";
import type { CheckoutPersonalMessageKey } from "../../messages/checkout-personal-de";
import { type BirthDateProblem, birthDateProblem } from "./birth-date-rules";

/**
 * The personal-data step's form: one row per field in the order the form shows them (error summary order), with
 * its label, focus id, rules, and the backend's request paths whose errors land on it. The rules run in the route
 * action and in the browser; limits come from the contract (`contract-rules.ts`); the backend has the final word.
 */
export type PersonalMessage = CheckoutPersonalMessageKey;

export interface PersonalContext {
  /** "YYYY-MM-DD", German calendar day. */
  today: string;
  /** The nationalities the list offers (codes). */
  nationalities: readonly string[];
}

const REQUIRED: PersonalMessage = "checkout.personal.error.required";
const TOO_LONG: PersonalMessage = "checkout.personal.error.tooLong";
const text = (max: number) => requiredText(max, REQUIRED, TOO_LONG);
const match = (max: number, pattern: string | RegExp, message: PersonalMessage) =>
  requiredMatch(max, new RegExp(pattern), [REQUIRED, TOO_LONG, message]);
const address = (name: string) => [name, `personalData.address.${name}`];

/** The form's parts, each a section with its heading (`checkout.personal.section.<name>`). */
export type PersonalSection = "person" | "address" | "contact";

/** A text input's attributes beyond its row's name, label and id. */
export interface TextInput {
  type?: "email" | "tel";
  /** Its autocomplete token (WCAG 1.3.5); none where HTML has none for it. */
  autoComplete?: string;
  inputMode?: "numeric";
  maxLength?: number;
  required?: true;
  hint?: PersonalMessage;
  /** Shares a line with the next half-width field (first and last name, street and number …). */
  half?: true;
}

/** Where and how the form shows a field: a text input from the row, or the section's own control (`custom`). */
export interface FieldView {
  section: PersonalSection;
  text?: TextInput;
  /** The summary's name for it where the label says more (such as "(optional)"); else the label. */
  fact?: PersonalMessage;
}

const input = (section: PersonalSection, text: TextInput): FieldView => ({ section, text });
const custom = (section: PersonalSection): FieldView => ({ section });

export const personalForm = defineForm<PersonalMessage>()({
  fields: [
    {
      name: "salutation",
      label: "checkout.personal.field.salutation",
      id: "personal-salutation",
      rules: { salutation: v.pipe(posted, v.picklist(["frau", "herr"], "checkout.personal.error.choose")) },
      api: ["personalData.salutation"],
      view: custom("person"),
    },
    {
      name: "firstName",
      label: "checkout.personal.field.firstName",
      id: "personal-firstName",
      rules: { firstName: text(PersonalData.firstName.maxLength) },
      api: ["personalData.firstName"],
      view: input("person", {
        autoComplete: "given-name",
        required: true,
        maxLength: PersonalData.firstName.maxLength,
        half: true,
      }),
    },
    {
      name: "lastName",
      label: "checkout.personal.field.lastName",
      id: "personal-lastName",
      rules: { lastName: text(PersonalData.lastName.maxLength) },
      api: ["personalData.lastName"],
      view: input("person", {
        autoComplete: "family-name",
        required: true,
        maxLength: PersonalData.lastName.maxLength,
        half: true,
      }),
    },
    {
      name: "birthDate",
      label: "checkout.personal.field.birthDate",
      id: "personal-birthDay",
      // The three parts are checked together (below): each alone is any text.
      rules: {
        birthDay: v.pipe(posted, v.trim()),
        birthMonth: v.pipe(posted, v.trim()),
        birthYear: v.pipe(posted, v.trim()),
      },
      api: ["personalData.birthDate"],
      invalid: "checkout.personal.error.birthDate",
      view: custom("person"),
    },
    {
      name: "street",
      label: "checkout.personal.field.street",
      id: "personal-street",
      rules: { street: text(Address.street.maxLength) },
      api: [...address("street"), "personalData.address", "personalData.address.country"],
      view: input("address", {
        autoComplete: "address-line1",
        required: true,
        maxLength: Address.street.maxLength,
        half: true,
      }),
    },
    {
      name: "houseNumber",
      label: "checkout.personal.field.houseNumber",
      id: "personal-houseNumber",
      rules: { houseNumber: text(Address.houseNumber.maxLength) },
      api: address("houseNumber"),
      invalid: "checkout.personal.error.houseNumber",
      // HTML has no autocomplete token for the house number alone: the street carries the first address line, the
      // house number none (not `off`, which would stop every helper), the addition the second line.
      view: input("address", { required: true, maxLength: Address.houseNumber.maxLength, half: true }),
    },
    {
      name: "postalCode",
      label: "checkout.personal.field.postalCode",
      id: "personal-postalCode",
      rules: { postalCode: match(10, Address.postalCode.pattern, "checkout.personal.error.postalCode") },
      api: address("postalCode"),
      invalid: "checkout.personal.error.postalCode",
      view: input("address", {
        autoComplete: "postal-code",
        inputMode: "numeric",
        required: true,
        maxLength: 5,
        half: true,
      }),
    },
    {
      name: "city",
      label: "checkout.personal.field.city",
      id: "personal-city",
      rules: { city: text(Address.city.maxLength) },
      api: address("city"),
      view: input("address", {
        autoComplete: "address-level2",
        required: true,
        maxLength: Address.city.maxLength,
        half: true,
      }),
    },
    {
      name: "addition",
      label: "checkout.personal.field.addition",
      id: "personal-addition",
      rules: { addition: optionalText(Address.addition.maxLength, TOO_LONG) },
      api: address("addition"),
      view: input("address", {
        autoComplete: "address-line2",
        maxLength: Address.addition.maxLength,
        hint: "checkout.personal.field.addition.hint",
      }),
    },
    {
      name: "addressCandidate",
      label: "checkout.personal.field.addressCandidate",
      id: "personal-addressCandidate",
      // Which of the backend's candidates; asked for by the action, not checked by the rules.
      rules: { addressCandidate: v.optional(v.string()) },
    },
    {
      name: "email",
      label: "checkout.personal.field.email",
      id: "personal-email",
      rules: { email: match(PersonalData.email.maxLength, EMAIL, "checkout.personal.error.email") },
      api: ["personalData.email"],
      invalid: "checkout.personal.error.email",
      view: input("contact", {
        type: "email",
        autoComplete: "email",
        required: true,
        maxLength: PersonalData.email.maxLength,
      }),
    },
    {
      name: "phoneNumber",
      label: "checkout.personal.field.phoneNumber",
      id: "personal-phoneNumber",
      rules: { phoneNumber: match(30, PersonalData.phoneNumber.pattern, "checkout.personal.error.phoneNumber") },
      api: ["personalData.phoneNumber"],
      invalid: "checkout.personal.error.phoneNumber",
      view: input("contact", {
        type: "tel",
        autoComplete: "tel",
        required: true,
        hint: "checkout.personal.field.phoneNumber.hint",
      }),
    },
    {
      name: "nationality",
      label: "checkout.personal.field.nationality",
      id: "personal-nationality",
      rules: { nationality: v.pipe(posted, v.trim()) },
      api: ["personalData.nationality"],
      invalid: "checkout.personal.error.nationality",
      view: custom("contact"),
    },
  ],
  codes: {
    REQUIRED: "checkout.personal.error.required",
    TOO_LONG: "checkout.personal.error.tooLong",
    IN_FUTURE: "checkout.personal.error.birthDateFuture",
    TOO_YOUNG: "checkout.personal.error.birthDateTooYoung",
  },
  fallback: "checkout.personal.error.invalid",
});

export type PersonalField = (typeof personalForm.fields)[number]["name"];
export type PersonalErrors = Partial<Record<PersonalField, PersonalMessage>>;
type Row = (typeof personalForm.fields)[number];

/**
 * The fields kept as the `PersonalData` property of their own name (`api: ["personalData.<name>"]`, one input of
 * that name): prefilled from it, saved to it when not empty, and shown by the summary. Every other field has its own
 * mapping (the birth date's three parts, the address the validation confirms).
 */
export const PLAIN_FIELDS = personalForm.fields.filter(
  (row: FieldRow) => row.api?.[0] === `personalData.${row.name}` && Object.keys(row.rules).join() === row.name,
) as readonly Extract<Row, { api: readonly [`personalData.${string}`] }>[];
export type PlainField = (typeof PLAIN_FIELDS)[number]["name"];

const BIRTH_DATE_MESSAGES: Record<BirthDateProblem, PersonalMessage> = {
  required: REQUIRED,
  date: "checkout.personal.error.birthDate",
  future: "checkout.personal.error.birthDateFuture",
  tooYoung: "checkout.personal.error.birthDateTooYoung",
};

type BirthInput = { birthDay: string; birthMonth: string; birthYear: string };

function birthProblem(input: BirthInput, context: PersonalContext): PersonalMessage | null {
  const problem = birthDateProblem(input.birthDay, input.birthMonth, input.birthYear, context.today);
  return problem ? BIRTH_DATE_MESSAGES[problem] : null;
}

/** The table's rules with the ones that read several fields or the page's context. */
export function personalDataSchema(context: PersonalContext) {
  return v.pipe(
    v.object({ ...personalForm.entries, intent: v.optional(v.string()) }),
    v.forward(
      v.partialCheck(
        [["birthDay"], ["birthMonth"], ["birthYear"]],
        (input) => birthProblem(input, context) === null,
        (issue) => birthProblem(issue.input as BirthInput, context) ?? REQUIRED,
      ),
      ["birthDay"],
    ),
    v.forward(
      v.partialCheck(
        [["nationality"]],
        (input) => input.nationality === "" || context.nationalities.includes(input.nationality),
        "checkout.personal.error.nationality" satisfies PersonalMessage,
      ),
      ["nationality"],
    ),
  );
}

/** What the form posts (every value a string); `intent` says which button sent it. */
export type PersonalValues = v.InferInput<ReturnType<typeof personalDataSchema>>;
export type ParsedPersonalData = v.InferOutput<ReturnType<typeof personalDataSchema>>;

/** Runs the schema: its output, or the first problem of each field. */
export function parsePersonalData(values: PersonalValues, context: PersonalContext) {
  return personalForm.parse(personalDataSchema(context), values);
}
