export const de = {
  "offer.entryNovum.title": "Zu Ihrem Angebot",
  "offer.landing.title": "Ihr persönliches Angebot",
  "offer.landing.meta.description":
    "So erhalten Sie Ihr persönliches Angebot von {brand}: per Nachricht, Brief oder im Shop – und was Sie ohne Link tun können, mit unserer Hotline.",
  "offer.page.title": "Ihr Angebot",
  "offer.login.title": "Anmeldung zu Ihrem Angebot",
  "offer.personalData.title": "Meine Daten",
  "offer.identityData.title": "Ausweisdaten",
  "offer.payment.title": "Zahlung",
  "offer.summary.title": "Zusammenfassung",
  "offer.thanks.title": "Vielen Dank für Ihre Bestellung",
  "offer.preview.title": "Angebotsvorschau",
} as const;

export type OfferMessageKey = keyof typeof de;
