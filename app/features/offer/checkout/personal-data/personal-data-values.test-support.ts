/** A complete, valid post of the step (test data shared by the unit tests). */
export const VALID_POST = {
  salutation: "frau",
  firstName: " Erika ",
  lastName: "Mustermann",
  birthDay: "12",
  birthMonth: "8",
  birthYear: "1984",
  street: "Marienplatz",
  houseNumber: "8",
  postalCode: "80331",
  city: "München",
  addition: "",
  email: "erika@example.de",
  phoneNumber: "0176 12345678",
  nationality: "DE",
} as const;

export const TODAY = "2025-06-15";
