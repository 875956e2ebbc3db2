import type { UiMessageKey } from "./de";

export const en: Record<UiMessageKey, string> = {
  "ui.modal.close": "Close",
  "ui.loading": "Loading …",
};
