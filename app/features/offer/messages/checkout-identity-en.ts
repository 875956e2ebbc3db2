import type { checkoutIdentityDe } from "./checkout-identity-de";

export const checkoutIdentityEn: Record<keyof typeof checkoutIdentityDe, string> = {
  "checkout.identity.intro":
    "For your contract we need the details of a valid identity document. You will find them on the document itself.",
  "checkout.identity.requiredHint": "Fields marked * are required.",
  "checkout.identity.field.documentType": "Document type",
  "checkout.identity.documentType.idCard": "ID card",
  "checkout.identity.documentType.passport": "Passport",
  "checkout.identity.documentType.residencePermit": "Residence permit",
  "checkout.identity.field.documentNumber": "Document number",
  "checkout.identity.field.documentNumber.hint": "6 to 12 letters and digits, no spaces",
  "checkout.identity.field.issuingCountry": "Issuing country",
  "checkout.identity.field.issuingAuthority": "Issuing authority",
  "checkout.identity.field.issuingAuthority.hint": "For example “Stadt München”",
  "checkout.identity.field.expiryDate": "Valid until",
  "checkout.identity.field.expiryDate.hint": "Not before {min}, not after {max}.",
  "checkout.identity.error.summaryTitle": "Please check your details",
  "checkout.identity.error.required": "Please fill in this field.",
  "checkout.identity.error.choose": "Please choose an option.",
  "checkout.identity.error.documentNumber": "Please enter 6 to 12 letters (A–Z) and digits.",
  "checkout.identity.error.tooLong": "Please shorten this to at most {max} characters.",
  "checkout.identity.error.date": "Please enter a date as MM/DD/YYYY.",
  "checkout.identity.error.expired": "The document has expired. Please use a valid document.",
  "checkout.identity.error.tooLate": "Please check the date: {max} at the latest.",
  "checkout.identity.error.saveFailed":
    "Your document details could not be saved just now. Your entries are not lost – please try again.",
};
