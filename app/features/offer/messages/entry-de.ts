/** Texts of the offer area's entry screens (de): the offer login and the Novum entry. */
export const entryDe = {
  "offer.entry.hotline": "Fragen? Unsere Hotline: {hotline} ({hours}).",
  "offer.entry.landing": "Mehr zum persönlichen Angebot",
  "offer.entry.retry": "Erneut versuchen",
  "offer.entry.forwarding": "Ihr Angebot ist bereit. Sie werden gleich weitergeleitet.",
  "offer.entry.continue": "Weiter zu Ihrem Angebot",
  "offer.entry.invalid.headline": "Dieser Link ist unvollständig",
  "offer.entry.invalid.text":
    "Dem Link fehlt die Kennung Ihres Angebots. Bitte öffnen Sie ihn direkt aus Ihrer Nachricht, statt ihn abzutippen oder zu kopieren.",
  "offer.entry.unknown.headline": "Diesen Link kennen wir nicht",
  "offer.entry.unknown.text":
    "Vielleicht ist der Link nicht vollständig angekommen. Bitte öffnen Sie ihn direkt aus Ihrer Nachricht. Hilft das nicht, bekommen Sie bei Ihrem Händler oder unserer Hotline einen neuen Link.",
  "offer.entry.expired.headline": "Dieser Link ist abgelaufen",
  "offer.entry.expired.text":
    "Der Link zu Ihrem Angebot gilt nur eine begrenzte Zeit. Einen neuen Link bekommen Sie bei Ihrem Händler oder unserer Hotline.",
  "offer.entry.failed.headline": "Ihr Angebot konnte gerade nicht geladen werden",
  "offer.entry.failed.text": "Das liegt nicht an Ihnen. Bitte versuchen Sie es in ein paar Minuten noch einmal.",
  "offer.login.signingIn": "Wir melden Sie an – einen Moment bitte.",
  "offer.login.ready": "Sie melden sich mit dem Code aus Ihrem Link an.",
  "offer.login.missing.headline": "Im Link fehlt der Anmeldecode",
  "offer.login.missing.text":
    "Bitte öffnen Sie den Link aus Ihrer SMS oder E-Mail noch einmal, vollständig und ohne ihn abzutippen. Einen neuen Link bekommen Sie bei Ihrem Händler oder unserer Hotline.",
  "offer.login.invalid.headline": "Dieser Anmeldecode ist ungültig",
  "offer.login.invalid.text":
    "Der Code ist falsch, abgelaufen oder wurde schon benutzt. Öffnen Sie den Link aus Ihrer neuesten Nachricht oder bitten Sie Ihren Händler oder unsere Hotline um einen neuen Link.",
  "offer.login.limited.headline": "Zu viele Anmeldeversuche",
  "offer.login.limited.text":
    "Zum Schutz Ihres Angebots nehmen wir gerade keine weiteren Anmeldeversuche an. Bitte öffnen Sie den Link aus Ihrer Nachricht ab {time} Uhr noch einmal – in etwa {form, select, one {{count} Minute} other {{count} Minuten}}.",
  "offer.login.failed.headline": "Die Anmeldung hat gerade nicht geklappt",
  "offer.login.failed.text":
    "Das liegt nicht an Ihrem Code, sondern an einem technischen Problem bei uns. Bitte versuchen Sie es noch einmal.",
} as const;

export type OfferEntryMessageKey = keyof typeof entryDe;
