import type { OfferMessageKey } from "./de";

export const en: Record<OfferMessageKey, string> = {
  "offer.entryNovum.title": "Go to your offer",
  "offer.landing.title": "Your personal offer",
  "offer.landing.meta.description":
    "How to get your personal {brand} offer – by message, by letter or in store – and what to do if you have no link: call our hotline.",
  "offer.page.title": "Your offer",
  "offer.login.title": "Sign in to your offer",
  "offer.personalData.title": "My details",
  "offer.identityData.title": "ID details",
  "offer.payment.title": "Payment",
  "offer.summary.title": "Summary",
  "offer.thanks.title": "Thank you for your order",
  "offer.preview.title": "Offer preview",
};
