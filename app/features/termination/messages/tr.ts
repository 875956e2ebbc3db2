import type { TerminationMessageKey } from "./de";

export const tr: Record<TerminationMessageKey, string> = {
  "termination.form.title": "Sözleşme feshi",
  "termination.confirmation.title": "Fesih talebiniz alındı",
  "termination.selfcare.title": "Fesih talebinizi kontrol edin ve gönderin",
  "termination.selfcareConfirmation.title": "Fesih talebiniz alındı",
  "termination.selfcareError.title": "Fesih talebiniz yüklenemedi",
};
