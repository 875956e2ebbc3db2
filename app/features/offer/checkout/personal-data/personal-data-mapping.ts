import type {
  Address,
  AddressInput,
  AddressValidationResponse,
  CustomerDetails,
  PersonalData,
} from "~/platform/api/types";
import type { EchoedValues } from "~/platform/forms/form-values";
import { birthDateOf, birthDateParts } from "./birth-date-rules";
import { type ParsedPersonalData, type PersonalValues, PLAIN_FIELDS } from "./personal-data-schema";

// The type check holds each of them to a property of the contract's PersonalData.
const PLAIN: readonly (keyof PersonalData)[] = PLAIN_FIELDS.map((row) => row.name);

/** Which button sent the form: "Weiter", the correction's "accept", or the choice's "use the chosen address". */
export type Intent = "save" | "acceptCorrection" | "chooseCandidate";

export function intentOf(values: PersonalValues): Intent {
  return values.intent === "acceptCorrection" || values.intent === "chooseCandidate" ? values.intent : "save";
}

/** The form's starting values from what the backend has saved (a dealer may have filled in part). */
export function defaultsFromDetails(details: CustomerDetails): EchoedValues {
  const personal = details.personalData ?? {};
  const address = personal.address;
  const values: Record<string, unknown> = {
    ...Object.fromEntries(PLAIN.map((name) => [name, personal[name]])),
    ...birthDateParts(personal.birthDate),
    street: address?.street,
    houseNumber: address?.houseNumber,
    postalCode: address?.postalCode,
    city: address?.city,
    addition: address?.addition,
  };
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
    ),
  );
}

/** The address as typed, for the address validation (Germany: the step offers no other country). */
export function addressInputOf(parsed: ParsedPersonalData): AddressInput {
  const { street, houseNumber, postalCode, city, addition } = parsed;
  return { street, houseNumber, postalCode, city, ...(addition ? { addition } : {}), country: "DE" };
}

/** The step's payload: the checked entries with the address the validation confirmed (or the customer chose). */
export function toPersonalData(parsed: ParsedPersonalData, address: Address): PersonalData {
  const birthDate = birthDateOf(parsed.birthDay, parsed.birthMonth, parsed.birthYear);
  if (!birthDate) throw new Error("toPersonalData: the schema lets no invalid birth date through");
  const entered: Record<string, unknown> = parsed;
  // The plain fields as entered (an empty optional one left out); the rules let only valid values through.
  const plain = Object.fromEntries(PLAIN.flatMap((name) => (entered[name] ? [[name, entered[name]]] : [])));
  return {
    ...(plain as Pick<PersonalData, "salutation" | "firstName" | "lastName" | "email" | "phoneNumber">),
    birthDate,
    address,
  };
}

export type Correction = AddressValidationResponse["corrections"][number];

/** What follows the address validation: save an address, show a correction, or ask for a choice. */
export type AddressOutcome =
  | { type: "save"; address: Address }
  | { type: "corrected"; address: Address; corrections: Correction[] }
  | { type: "choice"; candidates: Address[]; missingChoice: boolean };

/**
 * The validation's answer for the button pressed: valid → save; corrected → save the correction only when the
 * customer accepted it, else show it; choice → save the candidate the customer picked, else show the candidates.
 */
export function addressOutcome(response: AddressValidationResponse, intent: Intent, candidate: string): AddressOutcome {
  if (response.result === "valid") return { type: "save", address: response.address };
  if (response.result === "corrected") {
    return intent === "acceptCorrection"
      ? { type: "save", address: response.address }
      : { type: "corrected", address: response.address, corrections: response.corrections };
  }
  const index = /^\d{1,2}$/.test(candidate) ? Number(candidate) : -1;
  const picked = response.candidates[index];
  if (intent === "chooseCandidate" && picked) return { type: "save", address: picked };
  if (response.candidates.length === 0) return { type: "save", address: response.address };
  return { type: "choice", candidates: response.candidates, missingChoice: intent === "chooseCandidate" };
}
