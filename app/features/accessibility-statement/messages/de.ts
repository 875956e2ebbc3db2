/** Texts of the accessibility statement (BFSG § 14 and Anlage 3), German source. */
export const de = {
  "a11yStatement.title": "Erklärung zur Barrierefreiheit",
  "a11yStatement.meta.description":
    "Wie barrierefrei der Online-Kundenservice von {brand} ist: Stand nach EN 301 549 und WCAG, bekannte Einschränkungen, Kontakt für Rückmeldungen und die zuständige Marktüberwachungsstelle.",
  "a11yStatement.intro":
    "{brand} möchte diesen Online-Kundenservice – persönliche Angebote und ihre Bestellung, die Identitätsprüfung und die Vertragskündigung – für alle Menschen zugänglich machen, wie es das Barrierefreiheitsstärkungsgesetz (BFSG) verlangt. Diese Erklärung gilt für alle Seiten dieses Auftritts.",
  "a11yStatement.status.heading": "Stand der Vereinbarkeit",
  "a11yStatement.status.text":
    "Dieser Dienst ist teilweise mit den Anforderungen der EN 301 549 (WCAG 2.1, Konformitätsstufe AA) vereinbar. Wir prüfen gegen die strengeren WCAG 2.2 AA: automatisiert auf jeder Seite in jeder Marke und Sprache sowie von Hand mit Tastatur, 400 % Vergrößerung und Screenreader. Die Einschränkungen unten sind bekannt.",
  "a11yStatement.service.heading": "So nutzen Sie den Dienst barrierefrei",
  "a11yStatement.service.keyboard": "Alle Seiten und Formulare lassen sich vollständig mit der Tastatur bedienen.",
  "a11yStatement.service.errors":
    "Fehler stehen direkt am Feld und in einer Zusammenfassung, die nach dem Absenden den Fokus erhält.",
  "a11yStatement.service.zoom":
    "Die Seiten lassen sich bis 400 % vergrößern, ohne dass Inhalte verloren gehen; reduzierte Bewegung wird beachtet.",
  "a11yStatement.service.noScript":
    "Angebot, Bestellung und Kündigung funktionieren auch ohne JavaScript – mit einer Ausnahme: Die Anmeldung über einen Link mit Anmeldecode braucht JavaScript.",
  "a11yStatement.limits.heading": "Bekannte Einschränkungen",
  "a11yStatement.limits.combobox":
    "Bei der Auswahl der Staatsangehörigkeit verbirgt die geöffnete Vorschlagsliste den übrigen Seiteninhalt vor Hilfstechnologien, bis sie wieder geschlossen ist. Die Liste selbst ist mit Tastatur und Screenreader bedienbar.",
  "a11yStatement.limits.loginLink":
    "Die Anmeldung zu einem Angebot über einen Link mit Anmeldecode braucht JavaScript. Ohne JavaScript nennt die Seite unsere Hotline, die Ihnen mit Ihrem Angebot weiterhilft.",
  "a11yStatement.limits.thirdParty":
    "Der Dialog zur Einwilligung in Cookies und Inhalte, die nach Ihrer Einwilligung über den Tag-Manager geladen werden, stammen von Drittanbietern. Ihre Barrierefreiheit liegt nicht vollständig in unserer Hand.",
  "a11yStatement.limits.pdf":
    "Die PDF-Dokumente (Kündigungsbestätigung, Vertragszusammenfassung, vorvertragliche Informationen) sind noch keine getaggten, barrierefreien PDFs. Ihre wesentlichen Angaben stehen auch auf der Seite; auf Wunsch erhalten Sie sie in einem zugänglichen Format.",
  "a11yStatement.feedback.heading": "Barrieren melden und Kontakt",
  "a11yStatement.feedback.text":
    "Ist Ihnen eine Barriere aufgefallen oder brauchen Sie Inhalte in einem anderen Format? Rufen Sie uns an: {hotline} ({hours}). Wir antworten Ihnen so bald wie möglich.",
  "a11yStatement.feedback.written": "Schriftlich erreichen Sie uns über die E-Mail-Adresse in unserem {imprint}.",
  "a11yStatement.feedback.imprint": "Impressum",
  "a11yStatement.enforcement.heading": "Durchsetzungsverfahren",
  "a11yStatement.enforcement.text":
    "Wenn Sie meinen, dass dieser Dienst die Anforderungen an die Barrierefreiheit nicht erfüllt, und wir Ihr Anliegen nicht zufriedenstellend lösen, können Sie sich an die zuständige Marktüberwachungsbehörde wenden und beantragen, dass sie Maßnahmen ergreift:",
  "a11yStatement.enforcement.name":
    "Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)",
  "a11yStatement.enforcement.careOf":
    "c/o Ministerium für Arbeit, Soziales, Gesundheit und Gleichstellung Sachsen-Anhalt",
  "a11yStatement.enforcement.postbox": "Postfach 39 11 55",
  "a11yStatement.enforcement.city": "39135 Magdeburg",
  "a11yStatement.enforcement.phone": "Telefon: {phone}",
  "a11yStatement.enforcement.email": "E-Mail: {email}",
  "a11yStatement.enforcement.website": "Informationen zur MLBF",
  "a11yStatement.date.heading": "Erstellung dieser Erklärung",
  "a11yStatement.date.text": "Diese Erklärung wurde am {created} erstellt und zuletzt am {reviewed} überprüft.",
} as const;
export type A11yStatementMessageKey = keyof typeof de;
