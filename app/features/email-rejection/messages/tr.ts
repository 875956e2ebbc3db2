import type { EmailRejectionMessageKey } from "./de";

export const tr: Record<EmailRejectionMessageKey, string> = {
  "emailRejection.title": "E-posta aboneliğinden çıkma",
  "emailRejection.intro":
    "Bu bağlantının ait olduğu {brand} e-postalarından buradan çıkabilirsiniz. Düğmeye tıklamadığınız sürece hiçbir şey kaydedilmez – bağlantıyı açmak tek başına hiçbir şeyi değiştirmez.",
  "emailRejection.button": "Bu e-postaları artık almak istemiyorum",
  "emailRejection.retry": "Tekrar dene",
  "emailRejection.declined.headline": "Artık bu e-postaları almayacaksınız",
  "emailRejection.declined.text":
    "Abonelikten çıkma talebinizi kaydettik. {brand} size artık bu e-postaları göndermeyecek. Faturalar gibi sözleşmenizle ilgili mesajları almaya devam edeceksiniz.",
  "emailRejection.invalid.headline": "Bu bağlantı eksik",
  "emailRejection.invalid.text":
    "Bağlantıda ihtiyacımız olan bilgiler eksik. Lütfen bağlantıyı yazmak veya kopyalamak yerine doğrudan {brand} e-postasından açın.",
  "emailRejection.unknown.headline": "Bu bağlantıyı tanımıyoruz",
  "emailRejection.unknown.text":
    "Bağlantı eksiksiz ulaşmamış olabilir – bazı e-posta programları uzun bağlantıları böler. Lütfen bağlantıyı doğrudan {brand} e-postasından açın.",
  "emailRejection.expired.headline": "Bu bağlantının süresi doldu",
  "emailRejection.expired.text":
    "Abonelikten çıkma bağlantıları yalnızca sınırlı bir süre geçerlidir. Lütfen {brand} tarafından gönderilen daha yeni bir e-postadaki bağlantıyı kullanın.",
  "emailRejection.failed.headline": "Bu işlem şu anda gerçekleştirilemedi",
  "emailRejection.failed.text": "Talebiniz şu anda kaydedilemedi. Lütfen birkaç dakika sonra tekrar deneyin.",
  "emailRejection.hotline": "{brand} e-postaları hakkında sorularınız mı var? Bizi arayın: {hotline} ({hours}).",
};
