export const de = {
  "home.title": "Willkommen bei {brand}",
  "home.intro": "Hier erledigen Sie Ihre Anliegen rund um Ihren Mobilfunkvertrag – ohne Anmeldung.",
  "home.meta.description":
    "Der Online-Kundenservice von {brand}: Verträge ohne Anmeldung kündigen, Ihr persönliches Angebot öffnen und bestellen – auf Deutsch, Englisch oder Türkisch.",
  "home.termination.heading": "Vertrag kündigen",
  "home.termination.text": "Sie möchten kündigen? Das geht direkt online, in wenigen Schritten.",
  "home.termination.cta": "Verträge hier kündigen",
  "home.offer.title": "Ihr persönliches Angebot",
  "home.offer.description": "Öffnen Sie das Angebot aus Ihrer Nachricht und bestellen Sie es online.",
  "home.demo.title": "Demo-Szenarien",
  "home.demo.intro": "Diese Umgebung nutzt das eingebaute Demo-Backend. Jeder Link öffnet einen Zustand eines Ablaufs.",
  "home.demo.empty": "Es sind keine Szenarien hinterlegt.",
  "home.demo.unavailable": "Die Szenarien konnten nicht geladen werden.",
  "home.demo.area.offer": "Angebot",
  "home.demo.area.idv": "Identitätsprüfung",
  "home.demo.area.termination": "Kündigung",
  "home.demo.area.selfcare": "Self-Care-Kündigung",
  "home.demo.area.emailRejection": "E-Mail-Ablehnung",
  "home.demo.area.entry": "Einstieg",
} as const;

export type HomeMessageKey = keyof typeof de;
