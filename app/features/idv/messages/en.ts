import type { IdvMessageKey } from "./de";

export const en: Record<IdvMessageKey, string> = {
  "idv.main.title": "Identity verification",
  "idv.failed.title": "Identity verification failed",
  "idv.expired.title": "The link has expired",
  "idv.pending.title": "Identity verification in progress",
  "idv.success.title": "Identity verification successful",
  "idv.consumed.title": "This link has already been used",
  "idv.completed.title": "Identity verification completed",
  "idv.postIdent.title": "Identification with PostIdent",
};
