import type { CheckoutPersonalMessageKey } from "../../messages/checkout-personal-de";

/** The step's fields with an error of their own, in the order the form shows them (error summary order). */
export const PERSONAL_FIELDS = [
  "salutation",
  "firstName",
  "lastName",
  "birthDate",
  "street",
  "houseNumber",
  "postalCode",
  "city",
  "addition",
  "addressCandidate",
  "email",
  "phoneNumber",
  "nationality",
] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

export type PersonalMessage = CheckoutPersonalMessageKey;
export type PersonalErrors = Partial<Record<PersonalField, PersonalMessage>>;

/** What the form posts (every value a string); `intent` says which button sent it. */
export interface PersonalValues {
  salutation?: string;
  firstName?: string;
  lastName?: string;
  birthDay?: string;
  birthMonth?: string;
  birthYear?: string;
  street?: string;
  houseNumber?: string;
  postalCode?: string;
  city?: string;
  addition?: string;
  email?: string;
  phoneNumber?: string;
  nationality?: string;
  addressCandidate?: string;
  intent?: string;
}

/** The label of each field, for the error summary. */
export const FIELD_LABELS: Record<PersonalField, PersonalMessage> = {
  salutation: "checkout.personal.field.salutation",
  firstName: "checkout.personal.field.firstName",
  lastName: "checkout.personal.field.lastName",
  birthDate: "checkout.personal.field.birthDate",
  street: "checkout.personal.field.street",
  houseNumber: "checkout.personal.field.houseNumber",
  postalCode: "checkout.personal.field.postalCode",
  city: "checkout.personal.field.city",
  addition: "checkout.personal.field.addition",
  addressCandidate: "checkout.personal.field.addressCandidate",
  email: "checkout.personal.field.email",
  phoneNumber: "checkout.personal.field.phoneNumber",
  nationality: "checkout.personal.field.nationality",
};

/** The id of a field's focusable element (the birth date: its day; radio groups: their first option). */
export function fieldId(field: PersonalField): string {
  return field === "birthDate" ? "personal-birthDay" : `personal-${field}`;
}
