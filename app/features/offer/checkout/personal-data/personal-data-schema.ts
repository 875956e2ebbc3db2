import * as v from "valibot";
import { Address, PersonalData } from "~/platform/api/contract-rules";
import { defineForm, EMAIL, optionalText, posted, requiredMatch, requiredText } from "~/platform/forms/form-kit";
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

export const personalForm = defineForm<PersonalMessage>()({
  fields: [
    {
      name: "salutation",
      label: "checkout.personal.field.salutation",
      id: "personal-salutation",
      rules: { salutation: v.pipe(posted, v.picklist(["frau", "herr"], "checkout.personal.error.choose")) },
      api: ["personalData.salutation"],
    },
    {
      name: "firstName",
      label: "checkout.personal.field.firstName",
      id: "personal-firstName",
      rules: { firstName: text(PersonalData.firstName.maxLength) },
      api: ["personalData.firstName"],
    },
    {
      name: "lastName",
      label: "checkout.personal.field.lastName",
      id: "personal-lastName",
      rules: { lastName: text(PersonalData.lastName.maxLength) },
      api: ["personalData.lastName"],
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
    },
    {
      name: "street",
      label: "checkout.personal.field.street",
      id: "personal-street",
      rules: { street: text(Address.street.maxLength) },
      api: [...address("street"), "personalData.address", "personalData.address.country"],
    },
    {
      name: "houseNumber",
      label: "checkout.personal.field.houseNumber",
      id: "personal-houseNumber",
      rules: { houseNumber: text(Address.houseNumber.maxLength) },
      api: address("houseNumber"),
      invalid: "checkout.personal.error.houseNumber",
    },
    {
      name: "postalCode",
      label: "checkout.personal.field.postalCode",
      id: "personal-postalCode",
      rules: { postalCode: match(10, Address.postalCode.pattern, "checkout.personal.error.postalCode") },
      api: address("postalCode"),
      invalid: "checkout.personal.error.postalCode",
    },
    {
      name: "city",
      label: "checkout.personal.field.city",
      id: "personal-city",
      rules: { city: text(Address.city.maxLength) },
      api: address("city"),
    },
    {
      name: "addition",
      label: "checkout.personal.field.addition",
      id: "personal-addition",
      rules: { addition: optionalText(Address.addition.maxLength, TOO_LONG) },
      api: address("addition"),
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
    },
    {
      name: "phoneNumber",
      label: "checkout.personal.field.phoneNumber",
      id: "personal-phoneNumber",
      rules: { phoneNumber: match(30, PersonalData.phoneNumber.pattern, "checkout.personal.error.phoneNumber") },
      api: ["personalData.phoneNumber"],
      invalid: "checkout.personal.error.phoneNumber",
    },
    {
      name: "nationality",
      label: "checkout.personal.field.nationality",
      id: "personal-nationality",
      rules: { nationality: v.pipe(posted, v.trim()) },
      api: ["personalData.nationality"],
      invalid: "checkout.personal.error.nationality",
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
