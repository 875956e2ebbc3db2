import type { PlatformMessageKey } from "./de";

export const tr: Record<PlatformMessageKey, string> = {
  "app.skipToContent": "İçeriğe geç",
  "app.homeLink": "{brand} – ana sayfaya git",
  "app.languageSwitcher.label": "Dil seçin",
  "app.language.de": "Deutsch",
  "app.language.en": "English",
  "app.language.tr": "Türkçe",
  "app.footer.label": "Hizmet",
  "app.footer.termination": "Sözleşmeleri buradan feshet",
  "app.footer.accessibility": "Erişilebilirlik",
  "app.footer.copyright": "© {year} {brand}",
  "app.pageTitle": "{page} | {brand}",
  "error.page.title": "Hata {status}",
  "error.page.heading": "Maalesef bu işlem başarısız oldu",
  "error.page.text": "Sayfa görüntülenemedi. Lütfen birkaç dakika sonra tekrar deneyin.",
  "error.page.status": "Durum kodu {status}",
  "error.page.button": "Hatayı kapat ve ana sayfaya git",
  "error.notFound.title": "Sayfa bulunamadı",
  "error.notFound.heading": "Bu sayfa mevcut değil",
  "error.notFound.text":
    "Lütfen adresi kontrol edin. Bir bağlantıyı takip ettiyseniz, bağlantı artık geçerli olmayabilir.",
  "error.notFound.home": "Ana sayfaya git",
  "error.unexpected.headline": "Beklenmeyen hata",
  "error.unexpected.text": "Bir şeyler ters gitti. Girdiğiniz bilgiler kaybolmadı – lütfen birazdan tekrar deneyin.",
  "error.unexpected.close": "Kapat",
  "error.boundary.reset": "Tekrar dene",
  "error.boundary.gone": "Sayfanın bu bölümü görüntülenemedi.",
  "app.demoBanner.title": "Demo",
  "app.demoBanner.text":
    "Bu sayfa demo sistemine aittir: Tüm veriler uydurmadır, hiçbir şey sipariş edilmez, feshedilmez veya ödenmez.",
};
