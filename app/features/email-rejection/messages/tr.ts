import type { EmailRejectionMessageKey } from "./de";

export const tr: Record<EmailRejectionMessageKey, string> = {
  "emailRejection.title": "Artık e-posta almayın",
};
