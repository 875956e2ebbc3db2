import type { OfferEntryMessageKey } from "./entry-de";

/** Texts of the offer area's entry screens (tr): the offer login and the Novum entry. */
export const entryTr: Record<OfferEntryMessageKey, string> = {
  "offer.entry.hotline": "Sorularınız mı var? Müşteri hizmetleri hattımız: {hotline} ({hours}).",
  "offer.entry.landing": "Size özel teklifler hakkında daha fazla bilgi",
  "offer.entry.retry": "Tekrar dene",
  "offer.entry.forwarding": "Teklifiniz hazır. Birazdan yönlendirileceksiniz.",
  "offer.entry.continue": "Teklifime devam et",
  "offer.entry.invalid.headline": "Bu bağlantı eksik",
  "offer.entry.invalid.text":
    "Bağlantıda teklif numaranız eksik. Lütfen bağlantıyı yazmak veya kopyalamak yerine doğrudan mesajınızdan açın.",
  "offer.entry.unknown.headline": "Bu bağlantıyı tanımıyoruz",
  "offer.entry.unknown.text":
    "Bağlantı eksiksiz ulaşmamış olabilir. Lütfen bağlantıyı doğrudan mesajınızdan açın. Bu işe yaramazsa bayiniz veya müşteri hizmetlerimiz size yeni bir bağlantı gönderebilir.",
  "offer.entry.expired.headline": "Bu bağlantının süresi doldu",
  "offer.entry.expired.text":
    "Teklifinize giden bağlantı yalnızca sınırlı bir süre geçerlidir. Bayiniz veya müşteri hizmetlerimiz size yeni bir bağlantı gönderebilir.",
  "offer.entry.failed.headline": "Teklifiniz şu anda yüklenemedi",
  "offer.entry.failed.text": "Bu sizden kaynaklanmıyor. Lütfen birkaç dakika sonra tekrar deneyin.",
  "offer.login.signingIn": "Oturumunuz açılıyor – lütfen biraz bekleyin.",
  "offer.login.ready": "Bağlantınızdaki kodla giriş yaparsınız.",
  "offer.login.missing.headline": "Bağlantıda giriş kodu eksik",
  "offer.login.missing.text":
    "Lütfen SMS veya e-postanızdaki bağlantıyı yazmadan, eksiksiz olarak yeniden açın. Bayiniz veya müşteri hizmetlerimiz size yeni bir bağlantı gönderebilir.",
  "offer.login.invalid.headline": "Bu giriş kodu geçerli değil",
  "offer.login.invalid.text":
    "Kod yanlış, süresi dolmuş veya daha önce kullanılmış. En son mesajınızdaki bağlantıyı açın ya da bayinizden veya müşteri hizmetlerimizden yeni bir bağlantı isteyin.",
  "offer.login.limited.headline": "Çok fazla giriş denemesi",
  "offer.login.limited.text":
    "Teklifinizi korumak için şu anda başka giriş denemesi kabul etmiyoruz. Lütfen mesajınızdaki bağlantıyı Almanya saatiyle {time} itibarıyla, yani yaklaşık {form, select, other {{count} dakika}} sonra yeniden açın.",
  "offer.login.failed.headline": "Giriş şu anda yapılamadı",
  "offer.login.failed.text": "Bunun nedeni kodunuz değil, bizdeki teknik bir sorun. Lütfen tekrar deneyin.",
};
