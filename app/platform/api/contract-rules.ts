// Generated from api/openapi.yaml by scripts/generate-api-types.ts (string limits); do not edit, run `npm run generate:api`.

export const Downtime = {
  from: { format: "date-time" },
  until: { format: "date-time" },
} as const;

export const ColorOption = {
  hex: { pattern: "^#[0-9A-Fa-f]{6}$" },
} as const;

export const Offer = {
  validUntil: { format: "date-time" },
} as const;

export const OfferVerification = {
  validUntil: { format: "date-time" },
} as const;

export const SepaMandate = {
  iban: { minLength: 15, maxLength: 42 },
  accountHolder: { minLength: 2, maxLength: 70 },
} as const;

export const OrderInfo = {
  orderedAt: { format: "date-time" },
} as const;

export const AddressInput = {
  street: { minLength: 1, maxLength: 80 },
  houseNumber: { minLength: 1, maxLength: 10 },
  postalCode: { minLength: 1, maxLength: 10 },
  city: { minLength: 1, maxLength: 60 },
  addition: { maxLength: 60 },
  country: { pattern: "^[A-Z]{2}$" },
} as const;

export const Address = {
  street: { minLength: 1, maxLength: 80 },
  houseNumber: { minLength: 1, maxLength: 10 },
  postalCode: { pattern: "^[0-9]{5}$" },
  city: { minLength: 1, maxLength: 60 },
  addition: { maxLength: 60 },
  country: { pattern: "^[A-Z]{2}$" },
} as const;

export const IdentityDocument = {
  number: { pattern: "^[A-Z0-9]{6,12}$" },
  issuingCountry: { pattern: "^[A-Z]{2}$" },
  issuingAuthority: { maxLength: 80 },
  expiryDate: { format: "date" },
} as const;

export const PersonalData = {
  firstName: { minLength: 1, maxLength: 50 },
  lastName: { minLength: 1, maxLength: 50 },
  birthDate: { format: "date" },
  nationality: { pattern: "^[A-Z]{2}$" },
  email: { maxLength: 120, format: "email" },
  phoneNumber: { pattern: "^\\+?[0-9 /()-]{6,20}$" },
} as const;

export const IbanValidationRequest = {
  iban: { minLength: 1, maxLength: 42 },
} as const;

export const IbanValidationResponse = {
  country: { pattern: "^[A-Z]{2}$" },
} as const;

export const Nationality = {
  code: { pattern: "^[A-Z]{2}$" },
} as const;

export const Consent = {
  updatedAt: { format: "date-time" },
} as const;

export const DeclineMailResult = {
  declinedAt: { format: "date-time" },
} as const;

export const Hotline = {
  phoneNumber: { pattern: "^\\+[1-9][0-9]{6,14}$" },
} as const;

export const ServiceTypeOption = {
  earliestTerminationDate: { format: "date" },
} as const;

export const TerminationCustomer = {
  firstName: { minLength: 1, maxLength: 50 },
  lastName: { minLength: 1, maxLength: 50 },
  birthDate: { format: "date" },
  customerNumber: { minLength: 1, maxLength: 64 },
  phoneNumber: { pattern: "^\\+?[0-9 /()-]{6,20}$" },
  email: { maxLength: 120, format: "email" },
} as const;

export const TerminationRequest = {
  terminationDate: { format: "date" },
} as const;

export const PrefilledTerminationRequest = {
  terminationDate: { format: "date" },
  email: { maxLength: 120, format: "email" },
} as const;

export const TerminationReceipt = {
  receivedAt: { format: "date-time" },
  effectiveDate: { format: "date" },
} as const;

export const UploadForm = {
  file: { format: "binary" },
} as const;

export const PrefillContract = {
  earliestTerminationDate: { format: "date" },
} as const;

export const PrefillData = {
  validUntil: { format: "date-time" },
} as const;

export const PostIdentCoupon = {
  validUntil: { format: "date-time" },
} as const;

export const Idv = {
  expiresAt: { format: "date-time" },
  updatedAt: { format: "date-time" },
} as const;
