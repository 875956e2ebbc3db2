import type { checkoutIdentityDe } from "./checkout-identity-de";

export const checkoutIdentityTr: Record<keyof typeof checkoutIdentityDe, string> = {
  "checkout.identity.intro":
    "Sözleşmeniz için geçerli bir kimlik belgesinin bilgilerine ihtiyacımız var. Bu bilgiler belgenin üzerinde yazılıdır.",
  "checkout.identity.requiredHint": "* ile işaretli alanlar zorunludur.",
  "checkout.identity.field.documentType": "Belge türü",
  "checkout.identity.documentType.idCard": "Kimlik kartı",
  "checkout.identity.documentType.passport": "Pasaport",
  "checkout.identity.documentType.residencePermit": "Oturma izni",
  "checkout.identity.field.documentNumber": "Belge numarası",
  "checkout.identity.field.documentNumber.hint": "6 ile 12 arası harf ve rakam, boşluksuz",
  "checkout.identity.field.issuingCountry": "Düzenleyen ülke",
  "checkout.identity.field.issuingAuthority": "Düzenleyen makam",
  "checkout.identity.field.issuingAuthority.hint": "Örneğin “Stadt München”",
  "checkout.identity.field.expiryDate": "Geçerlilik tarihi",
  "checkout.identity.field.expiryDate.hint": "En erken {min}, en geç {max}.",
  "checkout.identity.error.summaryTitle": "Lütfen bilgilerinizi kontrol edin",
  "checkout.identity.error.required": "Lütfen bu alanı doldurun.",
  "checkout.identity.error.choose": "Lütfen bir seçenek seçin.",
  "checkout.identity.error.documentNumber": "Lütfen 6 ile 12 arası harf (A–Z) ve rakam girin.",
  "checkout.identity.error.tooLong": "Lütfen en fazla {max} karakter girin.",
  "checkout.identity.error.date": "Lütfen tarihi GG.AA.YYYY biçiminde girin.",
  "checkout.identity.error.expired": "Belgenin süresi dolmuş. Lütfen geçerli bir belge kullanın.",
  "checkout.identity.error.tooLate": "Lütfen tarihi kontrol edin: en geç {max}.",
  "checkout.identity.error.saveFailed":
    "Kimlik bilgileriniz şu anda kaydedilemedi. Girdiğiniz bilgiler kaybolmadı; lütfen tekrar deneyin.",
};
