import type { checkoutPaymentDe } from "./checkout-payment-de";

export const checkoutPaymentTr: Record<keyof typeof checkoutPaymentDe, string> = {
  "checkout.payment.intro": "Nasıl ödemek istediğinizi seçin.",
  "checkout.payment.requiredHint": "* ile işaretli alanlar zorunludur.",
  "checkout.payment.field.method": "Ödeme yöntemi",
  "checkout.payment.method.sepa": "Otomatik ödeme (SEPA)",
  "checkout.payment.method.sepa.hint": "Tutarları hesabınızdan tahsil ederiz.",
  "checkout.payment.method.creditCard": "Kredi kartı",
  "checkout.payment.method.paypal": "PayPal",
  "checkout.payment.method.provider.hint":
    "Siparişten sonra sizi ödeme hizmeti sağlayıcısına yönlendiririz. Ödemeyi orada yapar, ardından bize geri dönersiniz.",
  "checkout.payment.method.invoice": "Fatura",
  "checkout.payment.method.invoice.hint": "Bir fatura alırsınız ve tutarı banka havalesiyle ödersiniz.",
  "checkout.payment.section.sepa": "Otomatik ödeme için hesabınız",
  "checkout.payment.field.iban": "IBAN",
  "checkout.payment.field.iban.hint": "Örneğin DE89 3704 0044 0532 0130 00",
  "checkout.payment.iban.checked": "IBAN kontrol edildi: {iban}",
  "checkout.payment.iban.checkedBank": "IBAN kontrol edildi: {iban}, {bank}",
  "checkout.payment.field.accountHolder": "Hesap sahibi",
  "checkout.payment.field.mandate":
    "SEPA otomatik ödeme talimatı: {creditor} şirketine, hesabımdan SEPA otomatik ödeme yoluyla tahsilat yapma yetkisi veriyorum. Aynı zamanda bankama, {creditor} tarafından hesabıma yöneltilen otomatik ödemeleri gerçekleştirme talimatı veriyorum. Not: Hesabımdan çekilen bir tutarın iadesini, çekim tarihinden itibaren sekiz hafta içinde talep edebilirim; bunun için bankamla anlaştığım koşullar geçerlidir.",
  "checkout.payment.mandate.creditor": "Alacaklı: {creditor}, alacaklı kimlik numarası {identifier}",
  "checkout.payment.mandate.reference": "Talimat referans numarasını ilk otomatik ödemeden önce size bildireceğiz.",
  "checkout.payment.error.summaryTitle": "Lütfen bilgilerinizi kontrol edin",
  "checkout.payment.error.required": "Lütfen bu alanı doldurun.",
  "checkout.payment.error.choose": "Lütfen bir ödeme yöntemi seçin.",
  "checkout.payment.error.iban": "Bu IBAN geçerli değil. Lütfen kontrol edin.",
  "checkout.payment.error.accountHolder": "Lütfen 2 ile 70 arası karakter girin.",
  "checkout.payment.error.mandate": "Lütfen otomatik ödeme talimatını verin veya başka bir ödeme yöntemi seçin.",
  "checkout.payment.error.checkFailed":
    "IBAN'ınız şu anda kontrol edilemedi. Girdiğiniz bilgiler kaybolmadı; lütfen tekrar deneyin.",
};
