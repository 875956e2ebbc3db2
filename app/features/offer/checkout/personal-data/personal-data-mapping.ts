import type {
  Address,
  AddressInput,
  AddressValidationResponse,
  CustomerDetails,
  PersonalData,
} from "~/platform/api/types";
import type { EchoedValues } from "~/platform/forms/form-values";
import { birthDateOf, birthDateParts } from "./birth-date-rules";
import type { ParsedPersonalData, PersonalValues } from "./personal-data-schema";

/** Which button sent the form: "Weiter", the correction's "accept", or the choice's "use the chosen address". */
export type Intent = "save" | "acceptCorrection" | "chooseCandidate";

export function intentOf(values: PersonalValues): Intent {
  return values.intent === "acceptCorrection" || values.intent === "chooseCandidate" ? values.intent : "save";
}

/** The form's starting values from what the backend has saved (a dealer may have filled in part). */
export function defaultsFromDetails(details: CustomerDetails): EchoedValues {
  const personal = details.personalData ?? {};
  const address = personal.address;
  const values: Record<string, string | undefined> = {
    salutation: personal.salutation,
    firstName: personal.firstName,
    lastName: personal.lastName,
    ...birthDateParts(personal.birthDate),
    street: address?.street,
    houseNumber: address?.houseNumber,
    postalCode: address?.postalCode,
    city: address?.city,
    addition: address?.addition,
    email: personal.email,
    phoneNumber: personal.phoneNumber,
    nationality: personal.nationality,
  };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));
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
  return {
    salutation: parsed.salutation,
    firstName: parsed.firstName,
    lastName: parsed.lastName,
    birthDate,
    ...(parsed.nationality ? { nationality: parsed.nationality } : {}),
    email: parsed.email,
    phoneNumber: parsed.phoneNumber,
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
