import { describe, expect, it } from "vitest";
import { PLAIN_FIELDS, parsePersonalData } from "./personal-data-schema";
import { TODAY, VALID_POST } from "./personal-data-values.test-support";

const context = { today: TODAY, nationalities: ["DE", "TR"] };

function errorsOf(values: Record<string, string>) {
  const result = parsePersonalData(values, context);
  return result.success ? {} : result.errors;
}

describe("the personal-data schema", () => {
  it("accepts a complete post and trims it", () => {
    const result = parsePersonalData(VALID_POST, context);
    expect(result.success).toBe(true);
    if (result.success) expect(result.output.firstName).toBe("Erika");
  });

  it("names every missing field once, the birth date as one field", () => {
    expect(errorsOf({})).toEqual({
      salutation: "checkout.personal.error.choose",
      firstName: "checkout.personal.error.required",
      lastName: "checkout.personal.error.required",
      birthDate: "checkout.personal.error.required",
      street: "checkout.personal.error.required",
      houseNumber: "checkout.personal.error.required",
      postalCode: "checkout.personal.error.required",
      city: "checkout.personal.error.required",
      email: "checkout.personal.error.required",
      phoneNumber: "checkout.personal.error.required",
    });
  });

  it("checks formats: postcode, e-mail, phone, a nationality from the list, lengths", () => {
    expect(
      errorsOf({
        ...VALID_POST,
        postalCode: "8033",
        email: "erika.example.de",
        phoneNumber: "call me",
        nationality: "XX",
        firstName: "E".repeat(51),
        salutation: "divers",
      }),
    ).toEqual({
      postalCode: "checkout.personal.error.postalCode",
      email: "checkout.personal.error.email",
      phoneNumber: "checkout.personal.error.phoneNumber",
      nationality: "checkout.personal.error.nationality",
      firstName: "checkout.personal.error.tooLong",
      salutation: "checkout.personal.error.choose",
    });
    expect(errorsOf({ ...VALID_POST, nationality: "" })).toEqual({});
  });

  it("checks the birth date: a real day, not in the future, 18 or older", () => {
    expect(errorsOf({ ...VALID_POST, birthDay: "31", birthMonth: "2" })).toEqual({
      birthDate: "checkout.personal.error.birthDate",
    });
    expect(errorsOf({ ...VALID_POST, birthYear: "2030" })).toEqual({
      birthDate: "checkout.personal.error.birthDateFuture",
    });
    expect(errorsOf({ ...VALID_POST, birthDay: "16", birthMonth: "6", birthYear: "2007" })).toEqual({
      birthDate: "checkout.personal.error.birthDateTooYoung",
    });
    expect(errorsOf({ ...VALID_POST, birthDay: "15", birthMonth: "6", birthYear: "2007" })).toEqual({});
  });
});

describe("the plain fields", () => {
  it("are the rows kept under their own name in PersonalData, not the birth date's parts or the address", () => {
    const plain = PLAIN_FIELDS.map((row) => row.name);
    expect(plain).toEqual(expect.arrayContaining(["salutation", "firstName", "lastName", "email", "nationality"]));
    for (const other of ["birthDate", "street", "addition", "addressCandidate"]) expect(plain).not.toContain(other);
  });
});
