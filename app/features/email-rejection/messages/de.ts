export const de = {
  "emailRejection.title": "Keine E-Mails mehr erhalten",
} as const;

export type EmailRejectionMessageKey = keyof typeof de;
