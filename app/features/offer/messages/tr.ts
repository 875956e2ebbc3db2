import type { OfferMessageKey } from "./de";

export const tr: Record<OfferMessageKey, string> = {
  "offer.entryNovum.title": "Teklifinize git",
  "offer.landing.title": "Size özel teklifiniz",
  "offer.landing.meta.description":
    "Size özel {brand} teklifinizi nasıl alırsınız: mesaj, mektup veya mağaza aracılığıyla – ve bağlantınız yoksa müşteri hizmetleri hattımızla neler yapabilirsiniz.",
  "offer.page.title": "Teklifiniz",
  "offer.login.title": "Teklifinize giriş",
  "offer.personalData.title": "Bilgilerim",
  "offer.identityData.title": "Kimlik bilgileri",
  "offer.payment.title": "Ödeme",
  "offer.summary.title": "Özet",
  "offer.thanks.title": "Siparişiniz için teşekkür ederiz",
  "offer.preview.title": "Teklif önizlemesi",
};
