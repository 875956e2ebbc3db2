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
  "checkout.payment.field.accountHolder": "Kontoinhaber",
  "checkout.payment.field.mandate":
    "SEPA-Lastschriftmandat: Ich ermächtige {creditor}, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von {creditor} auf mein Konto gezogenen Lastschriften einzulösen. Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.",
  "checkout.payment.mandate.creditor": "Zahlungsempfänger: {creditor}, Gläubiger-Identifikationsnummer {identifier}",
  "checkout.payment.mandate.reference": "Die Mandatsreferenz teilen wir Ihnen vor der ersten Lastschrift mit.",
  "checkout.payment.error.summaryTitle": "Bitte prüfen Sie Ihre Angaben",
  "checkout.payment.error.required": "Bitte füllen Sie dieses Feld aus.",
  "checkout.payment.error.choose": "Bitte wählen Sie eine Zahlungsart aus.",
  "checkout.payment.error.iban": "Diese IBAN ist nicht gültig. Bitte prüfen Sie sie.",
  "checkout.payment.error.accountHolder": "Bitte geben Sie 2 bis 70 Zeichen ein.",
  "checkout.payment.error.mandate": "Bitte erteilen Sie das Lastschriftmandat oder wählen Sie eine andere Zahlungsart.",
  "checkout.payment.error.checkFailed":
    "Ihre IBAN konnte gerade nicht geprüft werden. Ihre Eingaben sind nicht verloren – bitte versuchen Sie es noch einmal.",
} as const;

export type CheckoutPaymentMessageKey = keyof typeof checkoutPaymentDe;
