import type { checkoutDe } from "./checkout-de";

export const checkoutEn: Record<keyof typeof checkoutDe, string> = {
  "checkout.steps.label": "Your order step by step",
  "checkout.missingData.title": "Some details for your order are still missing",
  "checkout.missingData.text":
    "Your order has not been placed yet: please check and complete your details in this step, then order again.",
  "checkout.step.personalData": "My details",
  "checkout.step.identityData": "ID details",
  "checkout.step.payment": "Payment",
  "checkout.step.summary": "Summary",
  "checkout.nav.back": "Back",
  "checkout.nav.backToOffer": "Back to the offer",
  "checkout.nav.forward": "Continue",
};
