import type { FieldError, Schemas } from "./http.ts";
import { fieldError } from "./http.ts";
import { KNOWN_STREETS } from "./seed/addresses.ts";

type Address = Schemas["Address"];
type Correction = Schemas["AddressValidationResponse"]["corrections"][number];

/** Spelling-insensitive form: case, ß/ss, "str."/"straße", spaces and hyphens do not matter. */
export function normalize(value: string): string {
  return value
    .toLowerCase()
    .replaceAll("ß", "ss")
    .replace(/str\.?(\s|$)/g, "strasse$1")
    .replace(/[^a-z0-9äöü]/g, "");
}

export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

export function addressInputErrors(input: Schemas["AddressInput"], prefix = ""): FieldError[] {
  const errors: FieldError[] = [];
  if (!/^[0-9]{5}$/.test(input.postalCode.trim())) {
    errors.push(fieldError(`${prefix}postalCode`, "INVALID_FORMAT", "a German postcode has five digits"));
  }
  if (!/^[0-9]{1,4}\s?[a-zA-Z]?(\s?-\s?[0-9]{1,4}\s?[a-zA-Z]?)?$/.test(input.houseNumber.trim())) {
    errors.push(fieldError(`${prefix}houseNumber`, "INVALID_FORMAT", "the house number is not valid"));
  }
  if (input.country && input.country !== "DE") {
    errors.push(fieldError(`${prefix}country`, "INVALID_VALUE", "only addresses in Germany can be validated"));
  }
  return errors;
}

/**
 * valid when the address is known as typed (or unknown to the demo: then its state stays `entered`);
 * corrected when one known street fits after fixing spelling, postcode or city; choice when several fit.
 */
export function validateAddress(input: Schemas["AddressInput"]): Schemas["AddressValidationResponse"] {
  const typed: Address = {
    street: input.street.trim(),
    houseNumber: input.houseNumber.trim(),
    postalCode: input.postalCode.trim(),
    city: input.city.trim(),
    country: "DE",
    state: "entered",
  };
  if (input.addition) typed.addition = input.addition.trim();
  const street = normalize(typed.street);
  const city = normalize(typed.city);
  const sameStreet = KNOWN_STREETS.filter((known) => normalize(known.street) === street);
  const similarStreet = KNOWN_STREETS.filter((known) => editDistance(normalize(known.street), street) <= 2);
  const fits = (known: (typeof KNOWN_STREETS)[number]) =>
    known.postalCode === typed.postalCode || normalize(known.city) === city;
  const candidates = (sameStreet.length > 0 ? sameStreet : similarStreet).filter(fits);

  const withKnown = (known: (typeof KNOWN_STREETS)[number]): Address => ({ ...typed, ...known, state: "validated" });
  const exact = candidates.find((known) => known.postalCode === typed.postalCode && normalize(known.city) === city);
  const chosen = exact ?? (candidates.length === 1 ? candidates[0] : undefined);
  if (chosen) {
    const corrections = (["street", "postalCode", "city"] as const).filter((field) => chosen[field] !== typed[field]);
    return {
      result: corrections.length === 0 ? "valid" : "corrected",
      address: withKnown(chosen),
      candidates: [],
      corrections: corrections as Correction[],
    };
  }
  if (candidates.length > 1) {
    return { result: "choice", address: typed, candidates: candidates.map(withKnown), corrections: [] };
  }
  return { result: "valid", address: typed, candidates: [], corrections: [] };
}
