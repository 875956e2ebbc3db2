import { describe, expect, it } from "vitest";
import type { Address, AddressValidationResponse } from "~/platform/api/types";
import { addressInputOf, addressOutcome, defaultsFromDetails, intentOf, toPersonalData } from "./personal-data-mapping";
import { parsePersonalData } from "./personal-data-schema";
import { TODAY, VALID_POST } from "./personal-data-values.test-support";

function parsed(values: Record<string, string> = VALID_POST) {
  const result = parsePersonalData(values, { today: TODAY, nationalities: ["DE"] });
  if (!result.success) throw new Error("invalid test data");
  return result.output;
}

const MARIENPLATZ: Address = {
  street: "Marienplatz",
  houseNumber: "8",
  postalCode: "80331",
  city: "München",
  country: "DE",
  state: "validated",
};
const berlin = (postalCode: string): Address => ({ ...MARIENPLATZ, street: "Hauptstraße", postalCode, city: "Berlin" });

function response(partial: Partial<AddressValidationResponse>): AddressValidationResponse {
  return { result: "valid", address: MARIENPLATZ, candidates: [], corrections: [], ...partial };
}

describe("the personal-data payload", () => {
  it("maps the checked entries onto PersonalData with the confirmed address", () => {
    expect(toPersonalData(parsed(), MARIENPLATZ)).toEqual({
      salutation: "frau",
      firstName: "Erika",
      lastName: "Mustermann",
      birthDate: "1984-08-12",
      nationality: "DE",
      email: "erika@example.de",
      phoneNumber: "0176 12345678",
      address: MARIENPLATZ,
    });
    expect(toPersonalData(parsed({ ...VALID_POST, nationality: "" }), MARIENPLATZ)).not.toHaveProperty("nationality");
  });

  it("sends the typed address to the validation, the addition only when given", () => {
    expect(addressInputOf(parsed())).toEqual({
      street: "Marienplatz",
      houseNumber: "8",
      postalCode: "80331",
      city: "München",
      country: "DE",
    });
    expect(addressInputOf(parsed({ ...VALID_POST, addition: "c/o Muster" })).addition).toBe("c/o Muster");
  });

  it("prefills the form from the saved details, the birth date split", () => {
    const defaults = defaultsFromDetails({
      token: "t",
      personalDataComplete: false,
      identityDataComplete: false,
      identityDataRequired: true,
      personalData: { salutation: "herr", firstName: "Max", birthDate: "1990-03-02", address: MARIENPLATZ },
    });
    expect(defaults).toEqual({
      salutation: "herr",
      firstName: "Max",
      birthDay: "02",
      birthMonth: "03",
      birthYear: "1990",
      street: "Marienplatz",
      houseNumber: "8",
      postalCode: "80331",
      city: "München",
    });
  });
});

describe("the address validation's outcome", () => {
  it("saves a valid address as the backend returned it", () => {
    expect(addressOutcome(response({}), "save", "")).toEqual({ type: "save", address: MARIENPLATZ });
  });

  it("shows a correction, and saves it only once accepted", () => {
    const corrected = response({ result: "corrected", corrections: ["street"] });
    expect(addressOutcome(corrected, "save", "")).toEqual({
      type: "corrected",
      address: MARIENPLATZ,
      corrections: ["street"],
    });
    expect(addressOutcome(corrected, "acceptCorrection", "")).toEqual({ type: "save", address: MARIENPLATZ });
  });

  it("asks for a choice, saves the picked candidate, and names a missing pick", () => {
    const candidates = [berlin("10827"), berlin("13055")];
    const choice = response({ result: "choice", candidates });
    expect(addressOutcome(choice, "save", "1")).toEqual({ type: "choice", candidates, missingChoice: false });
    expect(addressOutcome(choice, "chooseCandidate", "1")).toEqual({ type: "save", address: candidates[1] });
    expect(addressOutcome(choice, "chooseCandidate", "")).toEqual({ type: "choice", candidates, missingChoice: true });
    expect(addressOutcome(choice, "chooseCandidate", "7")).toMatchObject({ type: "choice", missingChoice: true });
  });

  it("reads only the known intents", () => {
    expect(intentOf({ intent: "acceptCorrection" })).toBe("acceptCorrection");
    expect(intentOf({ intent: "chooseCandidate" })).toBe("chooseCandidate");
    expect(intentOf({ intent: "delete" })).toBe("save");
    expect(intentOf({})).toBe("save");
  });
});
