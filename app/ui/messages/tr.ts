import type { UiMessageKey } from "./de";

export const tr: Record<UiMessageKey, string> = {
  "ui.modal.close": "Kapat",
  "ui.loading": "Yükleniyor …",
};
