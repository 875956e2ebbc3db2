import type { Schemas } from "../http.ts";

type PersonalData = Schemas["PersonalData"];
type IdentityDocument = Schemas["IdentityDocument"];

/** What is already known about the customer when the link is opened. */
export interface CustomerSeed {
  customerNumber?: string;
  personalData?: Partial<PersonalData>;
  identityDocument?: IdentityDocument;
}

const ERIKA: PersonalData = {
  salutation: "frau",
  firstName: "Erika",
  lastName: "Mustermann",
  birthDate: "1984-08-12",
  nationality: "DE",
  email: "erika.mustermann@example.de",
  phoneNumber: "0176 12345678",
  address: {
    street: "Georg-Brauchle-Ring",
    houseNumber: "50",
    postalCode: "80992",
    city: "München",
    country: "DE",
    state: "validated",
  },
};

const ERIKA_ID: IdentityDocument = {
  type: "idCard",
  number: "L01X00T47",
  issuingCountry: "DE",
  issuingAuthority: "Stadt München",
  expiryDate: "2031-08-31",
};

const AYSE: PersonalData = {
  salutation: "frau",
  firstName: "Ayşe",
  lastName: "Yılmaz",
  birthDate: "1990-03-02",
  nationality: "TR",
  email: "ayse.yilmaz@example.de",
  phoneNumber: "0157 11223344",
  address: {
    street: "Kottbusser Damm",
    houseNumber: "12",
    postalCode: "10967",
    city: "Berlin",
    country: "DE",
    state: "validated",
  },
};

export const CUSTOMERS = {
  /** Dealer entered the personal data; the identity document is still missing. */
  prefilled: { customerNumber: "100200301", personalData: ERIKA },
  /** Existing customer (extension, migration): everything known. */
  existing: { customerNumber: "100200302", personalData: ERIKA, identityDocument: ERIKA_ID },
  /** Existing customer with Turkish name, all known. */
  existingTr: {
    customerNumber: "100200303",
    personalData: AYSE,
    identityDocument: { ...ERIKA_ID, number: "T22000129", issuingAuthority: "Bezirksamt Berlin" },
  },
  /** New customer (Novum, new owner, lead): only the name is known. */
  newCustomer: { personalData: { salutation: "herr", firstName: "Max", lastName: "Mustermann" } },
  /** Nothing known at all. */
  unknown: {},
} satisfies Record<string, CustomerSeed>;

export type CustomerKey = keyof typeof CUSTOMERS;

const PERSONAL_FIELDS = [
  "salutation",
  "firstName",
  "lastName",
  "birthDate",
  "email",
  "phoneNumber",
  "address",
] as const;

export function isPersonalDataComplete(data: Partial<PersonalData> | undefined): data is PersonalData {
  return PERSONAL_FIELDS.every((field) => data?.[field] !== undefined && data[field] !== "");
}
