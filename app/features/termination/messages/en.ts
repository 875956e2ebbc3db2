import type { TerminationMessageKey } from "./de";

export const en: Record<TerminationMessageKey, string> = {
  "termination.form.title": "Cancel a contract",
  "termination.confirmation.title": "We have received your cancellation",
  "termination.selfcare.title": "Review and send your cancellation",
  "termination.selfcareConfirmation.title": "We have received your cancellation",
  "termination.selfcareError.title": "Your cancellation could not be loaded",
};
