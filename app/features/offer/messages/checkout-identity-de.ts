/** The identity-document step (`ausweisdaten`). */
export const checkoutIdentityDe = {
  "checkout.identity.intro":
    "Für Ihren Vertrag brauchen wir die Daten eines gültigen Ausweisdokuments. Sie stehen auf dem Dokument selbst.",
  "checkout.identity.requiredHint": "Felder mit * sind Pflichtfelder.",
  "checkout.identity.field.documentType": "Ausweisart",
  "checkout.identity.documentType.idCard": "Personalausweis",
  "checkout.identity.documentType.passport": "Reisepass",
  "checkout.identity.documentType.residencePermit": "Aufenthaltstitel",
  "checkout.identity.field.documentNumber": "Ausweisnummer",
  "checkout.identity.field.documentNumber.hint": "6 bis 12 Buchstaben und Ziffern, ohne Leerzeichen",
  "checkout.identity.field.issuingCountry": "Ausstellungsland",
  "checkout.identity.field.issuingAuthority": "Ausstellende Behörde",
  "checkout.identity.field.issuingAuthority.hint": "Zum Beispiel „Stadt München“",
  "checkout.identity.field.expiryDate": "Gültig bis",
  "checkout.identity.field.expiryDate.hint": "Frühestens {min}, spätestens {max}.",
  "checkout.identity.error.summaryTitle": "Bitte prüfen Sie Ihre Angaben",
  "checkout.identity.error.required": "Bitte füllen Sie dieses Feld aus.",
  "checkout.identity.error.choose": "Bitte wählen Sie eine Option.",
  "checkout.identity.error.documentNumber": "Bitte geben Sie 6 bis 12 Buchstaben (A–Z) und Ziffern ein.",
  "checkout.identity.error.tooLong": "Bitte kürzen Sie Ihre Angabe auf höchstens {max} Zeichen.",
  "checkout.identity.error.date": "Bitte geben Sie ein Datum im Format TT.MM.JJJJ ein.",
  "checkout.identity.error.expired": "Das Dokument ist abgelaufen. Bitte verwenden Sie ein gültiges Dokument.",
  "checkout.identity.error.tooLate": "Bitte prüfen Sie das Datum: spätestens {max}.",
  "checkout.identity.error.saveFailed":
    "Ihre Ausweisdaten konnten gerade nicht gespeichert werden. Ihre Eingaben sind nicht verloren – bitte versuchen Sie es noch einmal.",
} as const;

export type CheckoutIdentityMessageKey = keyof typeof checkoutIdentityDe;
