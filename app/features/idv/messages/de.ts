export const de = {
  "idv.main.title": "Identitätsprüfung",
  "idv.failed.title": "Identitätsprüfung fehlgeschlagen",
  "idv.expired.title": "Der Link ist abgelaufen",
  "idv.pending.title": "Identitätsprüfung in Bearbeitung",
  "idv.success.title": "Identitätsprüfung erfolgreich",
  "idv.consumed.title": "Dieser Link wurde bereits verwendet",
  "idv.completed.title": "Identitätsprüfung abgeschlossen",
  "idv.postIdent.title": "Identifizierung mit PostIdent",
} as const;

export type IdvMessageKey = keyof typeof de;
