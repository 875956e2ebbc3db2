import type { checkoutDe } from "./checkout-de";

export const checkoutTr: Record<keyof typeof checkoutDe, string> = {
  "checkout.steps.label": "Adım adım siparişiniz",
  "checkout.missingData.title": "Siparişiniz için bazı bilgiler eksik",
  "checkout.missingData.text":
    "Siparişiniz henüz gönderilmedi: Lütfen bu adımdaki bilgilerinizi kontrol edip tamamlayın ve ardından yeniden sipariş verin.",
  "checkout.step.personalData": "Bilgilerim",
  "checkout.step.identityData": "Kimlik bilgileri",
  "checkout.step.payment": "Ödeme",
  "checkout.step.summary": "Özet",
  "checkout.nav.back": "Geri",
  "checkout.nav.backToOffer": "Teklife geri dön",
  "checkout.nav.forward": "Devam",
};
