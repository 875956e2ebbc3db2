/** Texts of the shared building blocks. */
export const de = {
  "ui.modal.close": "Schließen",
  "ui.loading": "Wird geladen …",
} as const;

export type UiMessageKey = keyof typeof de;
