import type { IdvMessageKey } from "./de";

export const tr: Record<IdvMessageKey, string> = {
  "idv.main.title": "Kimlik doğrulama",
  "idv.failed.title": "Kimlik doğrulama başarısız oldu",
  "idv.expired.title": "Bağlantının süresi doldu",
  "idv.pending.title": "Kimlik doğrulama işleniyor",
  "idv.success.title": "Kimlik doğrulama başarılı",
  "idv.consumed.title": "Bu bağlantı zaten kullanıldı",
  "idv.completed.title": "Kimlik doğrulama tamamlandı",
  "idv.postIdent.title": "PostIdent ile kimlik doğrulama",
};
