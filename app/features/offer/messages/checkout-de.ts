/** The checkout's shared texts (step indicator, back and forward); each step adds its own file. */
export const checkoutDe = {
  "checkout.steps.label": "Ihre Bestellung in Schritten",
  "checkout.missingData.title": "Für Ihre Bestellung fehlen noch Angaben",
  "checkout.missingData.text":
    "Ihre Bestellung ist noch nicht abgeschickt: Bitte prüfen und ergänzen Sie Ihre Angaben in diesem Schritt und bestellen Sie danach erneut.",
  "checkout.step.personalData": "Meine Daten",
  "checkout.step.identityData": "Ausweisdaten",
  "checkout.step.payment": "Zahlung",
  "checkout.step.summary": "Zusammenfassung",
  "checkout.nav.back": "Zurück",
  "checkout.nav.backToOffer": "Zurück zum Angebot",
  "checkout.nav.forward": "Weiter",
} as const;
