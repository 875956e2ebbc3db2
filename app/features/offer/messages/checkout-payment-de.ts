/** The payment step (`zahlung`). */
export const checkoutPaymentDe = {
  "checkout.payment.intro": "Wählen Sie, wie Sie bezahlen möchten.",
  "checkout.payment.requiredHint": "Felder mit * sind Pflichtfelder.",
  "checkout.payment.field.method": "Zahlungsart",
  "checkout.payment.method.sepa": "Lastschrift (SEPA)",
  "checkout.payment.method.sepa.hint": "Wir buchen die Beträge von Ihrem Konto ab.",
  "checkout.payment.method.creditCard": "Kreditkarte",
  "checkout.payment.method.paypal": "PayPal",
  "checkout.payment.method.provider.hint":
    "Nach der Bestellung leiten wir Sie zum Zahlungsanbieter weiter. Dort bezahlen Sie; danach kommen Sie zu uns zurück.",
  "checkout.payment.method.invoice": "Rechnung",
  "checkout.payment.method.invoice.hint": "Sie erhalten eine Rechnung und überweisen den Betrag.",
  "checkout.payment.section.sepa": "Ihr Konto für die Lastschrift",
  "checkout.payment.field.iban": "IBAN",
  "checkout.payment.field.iban.hint": "Zum Beispiel DE89 3704 0044 0532 0130 00",
  "checkout.payment.iban.checked": "IBAN geprüft: {iban}",
  "checkout.payment.iban.checkedBank": "IBAN geprüft: {iban}, {bank}",
  "checkout.payment.field.accountHolder": "Kontoinhaberin oder Kontoinhaber",
  "checkout.payment.field.mandate":
    "Ich erteile das SEPA-Lastschriftmandat: Der Anbieter darf die Beträge dieses Vertrags von meinem Konto abbuchen, und ich weise meine Bank an, diese Lastschriften einzulösen. Innerhalb von acht Wochen ab der Belastung kann ich die Erstattung verlangen.",
  "checkout.payment.error.summaryTitle": "Bitte prüfen Sie Ihre Angaben",
  "checkout.payment.error.required": "Bitte füllen Sie dieses Feld aus.",
  "checkout.payment.error.choose": "Bitte wählen Sie eine Zahlungsart aus.",
  "checkout.payment.error.iban": "Diese IBAN ist nicht gültig. Bitte prüfen Sie sie.",
  "checkout.payment.error.accountHolder": "Bitte geben Sie 2 bis 70 Zeichen ein.",
  "checkout.payment.error.mandate": "Bitte erteilen Sie das Lastschriftmandat oder wählen Sie eine andere Zahlungsart.",
  "checkout.payment.error.checkFailed":
    "Ihre IBAN konnte gerade nicht geprüft werden. Ihre Eingaben sind noch da: Bitte versuchen Sie es noch einmal.",
} as const;

export type CheckoutPaymentMessageKey = keyof typeof checkoutPaymentDe;
