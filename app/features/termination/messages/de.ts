export const de = {
  "termination.form.title": "Vertrag kündigen",
  "termination.confirmation.title": "Ihre Kündigung ist eingegangen",
  "termination.selfcare.title": "Kündigung prüfen und absenden",
  "termination.selfcareConfirmation.title": "Ihre Kündigung ist eingegangen",
  "termination.selfcareError.title": "Ihre Kündigung konnte nicht geladen werden",
} as const;

export type TerminationMessageKey = keyof typeof de;
