/** Shell, navigation and error texts. German is the source: its keys type every other language. */
export const de = {
  "app.skipToContent": "Zum Inhalt springen",
  "app.homeLink": "{brand} – zur Startseite",
  "app.languageSwitcher.label": "Sprache wählen",
  "app.language.de": "Deutsch",
  "app.language.en": "English",
  "app.language.tr": "Türkçe",
  "app.footer.label": "Service",
  "app.footer.termination": "Verträge hier kündigen",
  "app.footer.accessibility": "Barrierefreiheit",
  "app.footer.imprint": "Impressum",
  "app.footer.privacy": "Datenschutz",
  "app.footer.copyright": "© {year} {brand}",
  "app.pageTitle": "{page} | {brand}",
  "error.page.title": "Fehler {status}",
  "error.page.heading": "Das hat leider nicht geklappt",
  "error.page.text": "Die Seite konnte nicht angezeigt werden. Bitte versuchen Sie es in einigen Minuten erneut.",
  "error.page.status": "Statuscode {status}",
  "error.page.button": "Fehler schließen und zur Startseite",
  "error.notFound.title": "Seite nicht gefunden",
  "error.notFound.heading": "Diese Seite gibt es nicht",
  "error.notFound.text":
    "Bitte prüfen Sie die Adresse. Wenn Sie einem Link gefolgt sind, ist er vielleicht nicht mehr gültig.",
  "error.notFound.home": "Zur Startseite",
  "error.unexpected.headline": "Unerwarteter Fehler",
  "error.unexpected.text":
    "Etwas ist schiefgelaufen. Ihre Eingaben sind nicht verloren – bitte versuchen Sie es gleich noch einmal.",
  "error.unexpected.close": "Schließen",
  "error.form.unsupported":
    "Ihre Angaben kamen in einer Form an, die dieses Formular nicht lesen kann. Bitte prüfen Sie die Eingaben und senden Sie das Formular noch einmal.",
  "error.form.tooLarge":
    "Ihre Angaben waren zu umfangreich. Bitte kürzen Sie zu lange Eingaben und senden Sie das Formular noch einmal.",
  "error.form.malformed":
    "Ihre Angaben konnten nicht gelesen werden. Bitte prüfen Sie die Eingaben und senden Sie das Formular noch einmal.",
  "error.boundary.reset": "Erneut versuchen",
  "error.boundary.gone": "Dieser Bereich konnte nicht angezeigt werden.",
  "app.months": "Januar,Februar,März,April,Mai,Juni,Juli,August,September,Oktober,November,Dezember",
  "app.date.long": "{day}. {month} {year}",
  "app.weekdays": "Mo,Di,Mi,Do,Fr,Sa,So",
  "app.dayPeriods": "AM,PM",
  "app.openingHours.hours": "{from}–{to} Uhr",
  "app.openingHours.and": "{rest} und {last}",
  "app.demoBanner.title": "Demo",
  "app.demoBanner.text":
    "Diese Seite gehört zum Demo-System: Alle Daten sind erfunden, nichts wird bestellt, gekündigt oder bezahlt.",
} as const;

export type PlatformMessageKey = keyof typeof de;
