import type { EmailRejectionMessageKey } from "./de";

export const en: Record<EmailRejectionMessageKey, string> = {
  "emailRejection.title": "Stop receiving e-mails",
};
