export const de = {
  "emailRejection.title": "E-Mails abbestellen",
  "emailRejection.intro":
    "Hier bestellen Sie die E-Mails von {brand} ab, zu denen dieser Link gehört. Gespeichert wird das erst, wenn Sie auf die Schaltfläche klicken – das Öffnen des Links allein ändert nichts.",
  "emailRejection.button": "Diese E-Mails abbestellen",
  "emailRejection.retry": "Erneut versuchen",
  "emailRejection.declined.headline": "Sie erhalten diese E-Mails nicht mehr",
  "emailRejection.declined.text":
    "Wir haben Ihre Abmeldung gespeichert. {brand} schickt Ihnen diese E-Mails nicht mehr. Nachrichten zu Ihrem Vertrag, etwa Rechnungen, bekommen Sie weiterhin.",
  "emailRejection.invalid.headline": "Dieser Link ist unvollständig",
  "emailRejection.invalid.text":
    "Dem Link fehlen Angaben, die wir brauchen. Bitte öffnen Sie ihn direkt aus der E-Mail von {brand}, statt ihn abzutippen oder zu kopieren.",
  "emailRejection.unknown.headline": "Diesen Link kennen wir nicht",
  "emailRejection.unknown.text":
    "Vielleicht ist der Link nicht vollständig angekommen – manche E-Mail-Programme trennen lange Links. Bitte öffnen Sie ihn direkt aus der E-Mail von {brand}.",
  "emailRejection.expired.headline": "Dieser Link ist abgelaufen",
  "emailRejection.expired.text":
    "Links zur Abmeldung gelten nur eine begrenzte Zeit. Bitte nutzen Sie den Link in einer neueren E-Mail von {brand}.",
  "emailRejection.failed.headline": "Das hat gerade nicht geklappt",
  "emailRejection.failed.text":
    "Ihre Abmeldung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in ein paar Minuten noch einmal.",
  "emailRejection.hotline": "Fragen zu E-Mails von {brand}? Rufen Sie uns an: {hotline} ({hours}).",
} as const;

export type EmailRejectionMessageKey = keyof typeof de;
