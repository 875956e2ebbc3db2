import type { HomeMessageKey } from "./de";

export const tr: Record<HomeMessageKey, string> = {
  "home.title": "{brand} sayfasına hoş geldiniz",
  "home.intro": "Mobil hat sözleşmenizle ilgili tüm işlemlerinizi buradan yapabilirsiniz – giriş yapmanız gerekmez.",
  "home.meta.description":
    "{brand} çevrimiçi müşteri hizmetleri: giriş yapmadan sözleşmeleri feshedin, size özel teklifinizi açın ve sipariş verin – Almanca, İngilizce veya Türkçe.",
  "home.termination.heading": "Sözleşme feshi",
  "home.termination.text": "Sözleşmenizi feshetmek mi istiyorsunuz? Birkaç adımda çevrimiçi yapabilirsiniz.",
  "home.termination.cta": "Sözleşmeleri buradan feshet",
  "home.offer.title": "Size özel teklifiniz",
  "home.offer.description": "Mesajınızdaki teklifi açın ve çevrimiçi sipariş verin.",
  "home.demo.title": "Demo senaryoları",
  "home.demo.intro": "Bu ortam yerleşik demo arka ucunu kullanır. Her bağlantı bir akışın bir durumunu açar.",
  "home.demo.empty": "Kayıtlı senaryo yok.",
  "home.demo.unavailable": "Senaryolar yüklenemedi.",
  "home.demo.area.offer": "Teklif",
  "home.demo.area.idv": "Kimlik doğrulama",
  "home.demo.area.termination": "Fesih",
  "home.demo.area.selfcare": "Önceden doldurulmuş fesih",
  "home.demo.area.emailRejection": "E-posta reddi",
  "home.demo.area.entry": "Giriş",
};
