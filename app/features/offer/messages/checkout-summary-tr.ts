import type { checkoutSummaryDe } from "./checkout-summary-de";

export const checkoutSummaryTr: Record<keyof typeof checkoutSummaryDe, string> = {
  "checkout.summary.intro":
    "Lütfen siparişinizi kontrol edin. “Ödeme yükümlülüğü ile sipariş ver” ile bağlayıcı bir sözleşme yapmış olursunuz.",
  "checkout.summary.contractEnd.afterTerm":
    "Süre ve fesih: Asgari süreden sonra sözleşme süresiz olarak devam eder ve bundan sonra en fazla bir aylık bildirim süresiyle her zaman feshedilebilir.",
  "checkout.summary.contractEnd.anyTime":
    "Süre ve fesih: Sözleşmenin asgari süresi yoktur ve en fazla bir aylık bildirim süresiyle her zaman feshedilebilir.",
  "checkout.summary.change": "Değiştir",
  "checkout.summary.personal.heading": "Kişisel bilgiler",
  "checkout.summary.personal.changeLabel": "Kişisel bilgileri değiştir",
  "checkout.summary.field.name": "Ad soyad",
  "checkout.summary.field.birthDate": "Doğum tarihi",
  "checkout.summary.field.email": "E-posta adresi",
  "checkout.summary.field.phone": "Telefon numarası",
  "checkout.summary.field.address": "Adres",
  "checkout.summary.field.nationality": "Uyruk",
  "checkout.summary.salutation.frau": "Bayan",
  "checkout.summary.salutation.herr": "Bay",
  "checkout.summary.identity.heading": "Kimlik belgesi",
  "checkout.summary.identity.changeLabel": "Kimlik belgesini değiştir",
  "checkout.summary.field.documentType": "Belge türü",
  "checkout.summary.field.documentNumber": "Belge numarası",
  "checkout.summary.field.authority": "Düzenleyen makam",
  "checkout.summary.field.expiry": "Geçerlilik tarihi",
  "checkout.summary.document.idCard": "Kimlik kartı",
  "checkout.summary.document.passport": "Pasaport",
  "checkout.summary.document.residencePermit": "Oturma izni",
  "checkout.summary.payment.heading": "Ödeme yöntemi",
  "checkout.summary.payment.changeLabel": "Ödeme yöntemini değiştir",
  "checkout.summary.field.method": "Ödeme yöntemi",
  "checkout.summary.field.iban": "IBAN",
  "checkout.summary.field.accountHolder": "Hesap sahibi",
  "checkout.summary.method.sepa": "SEPA otomatik ödeme",
  "checkout.summary.method.creditCard": "Kredi kartı",
  "checkout.summary.method.paypal": "PayPal",
  "checkout.summary.method.invoice": "Fatura",
  "checkout.summary.payment.provider": "Siparişten hemen sonra ödeme sağlayıcısında ödeme yaparsınız.",
  "checkout.summary.consents.heading": "Sipariş ver",
  "checkout.summary.terms.label": "Genel işlem koşullarını kabul ediyorum.",
  "checkout.summary.privacy.label": "Gizlilik bildirimini okudum.",
  "checkout.summary.terms.required": "Lütfen genel işlem koşullarını kabul edin.",
  "checkout.summary.privacy.required": "Lütfen gizlilik bildirimini okuduğunuzu onaylayın.",
  "checkout.summary.optIn.heading": "Teklifler ve haberler (isteğe bağlı)",
  "checkout.summary.optIn.hint":
    "Onayınız isteğe bağlıdır ve her zaman geri alınabilir. Siparişiniz buna bağlı değildir.",
  "checkout.summary.optIn.email": "Teklifleri ve haberleri e-posta ile almak istiyorum.",
  "checkout.summary.optIn.phone": "Teklifleri ve haberleri telefonla almak istiyorum.",
  "checkout.summary.optIn.sms": "Teklifleri ve haberleri SMS ile almak istiyorum.",
  "checkout.summary.optIn.letter": "Teklifleri ve haberleri posta ile almak istiyorum.",
  "checkout.summary.order": "Ödeme yükümlülüğü ile sipariş ver",
  "checkout.summary.orderHint":
    "“Ödeme yükümlülüğü ile sipariş ver” düğmesine tıklayarak bağlayıcı bir sipariş verirsiniz.",
  "checkout.summary.retry": "Yeniden yükle",
  "checkout.summary.paymentAborted":
    "Ödemeyi iptal ettiniz. Siparişiniz henüz tamamlanmadı: şimdi yeniden sipariş verebilir veya başka bir ödeme yöntemi seçebilirsiniz.",
  "checkout.summary.paymentFailed":
    "Ödeme başarısız oldu. Siparişiniz henüz tamamlanmadı: şimdi yeniden sipariş verebilir veya başka bir ödeme yöntemi seçebilirsiniz.",
  "checkout.summary.failed":
    "Siparişiniz şu anda iletilemedi. Bilgileriniz korunuyor. Lütfen yeniden deneyin: yalnızca bir kez sipariş vermiş olursunuz.",
  "checkout.summary.downtime":
    "Bakım çalışmaları nedeniyle şu anda sipariş alamıyoruz. Lütfen {until} itibarıyla yeniden deneyin. Bilgileriniz korunuyor.",
  "checkout.summary.downtimeUnknown":
    "Bakım çalışmaları nedeniyle şu anda sipariş alamıyoruz. Lütfen daha sonra yeniden deneyin. Bilgileriniz korunuyor.",
  "checkout.summary.error.payment": "Ödeme bilgileriniz kabul edilmedi. Lütfen kontrol edin.",
  "checkout.summary.error.documents":
    "Sözleşme belgeleri değişti. Lütfen belgelere bakın ve ardından yeniden sipariş verin.",
  "checkout.summary.error.general": "Bilgileriniz kabul edilmedi. Lütfen kontrol edin.",
  "checkout.summary.ordered.title": "Siparişiniz alındı",
  "checkout.summary.ordered.text": "Sipariş numaranız: {orderId}",
  "checkout.thanks.received": "Siparişiniz bize ulaştı.",
  "checkout.thanks.orderedOffer": "Siparişiniz",
  "checkout.thanks.orderNumber": "Sipariş numarası",
  "checkout.thanks.paymentMethod": "Ödeme yöntemi",
  "checkout.thanks.paymentConfirmed": "Ödemeniz onaylandı.",
  "checkout.thanks.paymentPending": "Ödemeniz henüz onaylanıyor. Sizi e-posta ile bilgilendireceğiz.",
  "checkout.thanks.next.heading": "Bundan sonra ne olacak",
  "checkout.thanks.next.email": "Kısa süre içinde e-posta ile bir sipariş onayı alacaksınız.",
  "checkout.thanks.next.idv":
    "Sözleşmenizi etkinleştirmeden önce kimliğinizi doğruluyoruz. Bu yalnızca birkaç dakika sürer.",
  "checkout.thanks.next.idvLink": "Kimliğimi şimdi doğrula",
  "checkout.thanks.next.activation": "Sözleşmeniz etkinleşir etkinleşmez size haber vereceğiz.",
};
