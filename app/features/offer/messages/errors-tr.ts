import type { OfferErrorsMessageKey } from "./errors-de";

/** Texts of the offer error pages and the offer landing page (tr). */
export const errorsTr: Record<OfferErrorsMessageKey, string> = {
  "offer.errors.retry": "Tekrar dene",
  "offer.errors.toOffer": "Teklife git",
  "offer.errors.landing": "Size özel teklifler hakkında daha fazla bilgi",
  "offer.errors.help": "Sorularınız mı var? Müşteri hizmetlerimiz size memnuniyetle yardımcı olur: {hotline}",
  "offer.errors.helpWithHours":
    "Sorularınız mı var? Müşteri hizmetlerimiz size memnuniyetle yardımcı olur: {hotline} ({hours})",
  "offer.errors.downtimeUntil": "Çalışmaların {until} (Almanya saatiyle) tarihine kadar sürmesi bekleniyor.",
  "offer.errors.code": "Müşteri hizmetleri için hata kodu: {code}",

  "offer.errors.expired.title": "Teklifinizin süresi doldu",
  "offer.errors.expired.text":
    "Size özel bu teklif yalnızca sınırlı bir süre için geçerliydi ve artık sipariş edilemez.",
  "offer.errors.expired.next":
    "Yeni bir teklif ister misiniz? Bayiniz veya müşteri hizmetlerimiz sizin için memnuniyetle yeni bir teklif hazırlar.",
  "offer.errors.consumed.title": "Bu teklifi zaten sipariş ettiniz",
  "offer.errors.consumed.text":
    "Bu teklif için bize zaten bir sipariş ulaştı. Bir teklif yalnızca bir kez sipariş edilebilir.",
  "offer.errors.consumed.next":
    "Sipariş onayınızı e-posta ile aldınız. Siparişle ilgili sorularınızda müşteri hizmetlerimiz size yardımcı olur.",
  "offer.errors.cancelled.title": "Bu teklif geri çekildi",
  "offer.errors.cancelled.text": "Teklif iptal edildi ve artık sipariş edilemez.",
  "offer.errors.cancelled.next": "Hâlâ ilgileniyorsanız lütfen bayinize veya müşteri hizmetlerimize başvurun.",
  "offer.errors.blocked.title": "Bu teklif engellendi",
  "offer.errors.blocked.text": "Teklif şu anda engellendiği için açılamıyor.",
  "offer.errors.blocked.next":
    "Lütfen müşteri hizmetlerimizi arayın: nedenini ve nasıl devam edileceğini orada öğrenebilirsiniz.",
  "offer.errors.abandonedPayment.title": "Ödeme tamamlanmadı",
  "offer.errors.abandonedPayment.text":
    "Bu teklifin siparişi ödeme sırasında yarıda kaldı. Bu nedenle teklif şu anda yeniden sipariş edilemiyor.",
  "offer.errors.abandonedPayment.next":
    "Müşteri hizmetlerimiz siparişinizin durumunu kontrol eder ve size yardımcı olur.",
  "offer.errors.incompatibleState.title": "Bu teklif şu anda işlenemiyor",
  "offer.errors.incompatibleState.text": "Teklifiniz bu adımın mümkün olmadığı bir işlem aşamasında.",
  "offer.errors.incompatibleState.next":
    "Lütfen müşteri hizmetlerimize başvurun: teklifinizin tam durumunu orada görebilirler.",
  "offer.errors.waitingForCapture.title": "Ödemenizin onayı bekleniyor",
  "offer.errors.waitingForCapture.text":
    "Ödemenizin ödeme hizmeti sağlayıcısı tarafından onaylanmasını hâlâ bekliyoruz. Bu genellikle yalnızca birkaç dakika sürer.",
  "offer.errors.waitingForCapture.next": "Lütfen biraz sonra tekrar deneyin ve ikinci kez ödeme yapmayın.",
  "offer.errors.reservationHotline.title": "Siparişinizi tamamlamak için lütfen bizi arayın",
  "offer.errors.reservationHotline.text":
    "Siparişiniz çevrimiçi olarak tamamlanamadı. Müşteri hizmetlerimiz siparişinizi sizin için tamamlayabilir.",
  "offer.errors.reservationHotline.next": "Lütfen müşteri hizmetlerimizi arayın ve aşağıdaki hata kodunu bildirin.",
  "offer.errors.reservationRetryLater.title": "Tutar için şu anda provizyon alınamadı",
  "offer.errors.reservationRetryLater.text":
    "Siparişinizin tutarı için şu anda provizyon alınamadı. Hiçbir şey sipariş edilmedi ve hesabınızdan para çekilmedi.",
  "offer.errors.reservationRetryLater.next": "Lütfen birkaç dakika sonra tekrar deneyin.",
  "offer.errors.reservationRetryDowntime.title": "Provizyon hizmetine şu anda ulaşılamıyor",
  "offer.errors.reservationRetryDowntime.text":
    "Provizyon hizmetinde bakım çalışması yapılıyor. Hiçbir şey sipariş edilmedi ve hesabınızdan para çekilmedi.",
  "offer.errors.reservationRetryDowntime.next": "Lütfen bakım sona erdikten sonra tekrar deneyin.",
  "offer.errors.reservationAmount.title": "Tutar için provizyon alınamadı",
  "offer.errors.reservationAmount.text":
    "Bu siparişin tutarı için ödeme yönteminizden provizyon alınamadı, örneğin bir limit nedeniyle. Hiçbir şey sipariş edilmedi.",
  "offer.errors.reservationAmount.next":
    "Lütfen ödeme yönteminizi kontrol edin veya başka bir ödeme yöntemi seçin. Müşteri hizmetlerimiz bu konuda size yardımcı olur.",
  "offer.errors.reservationNoOrder.title": "Provizyona ait sipariş bulunamadı",
  "offer.errors.reservationNoOrder.text": "Ödeme yönteminizdeki provizyona uyan bir sipariş bulamadık.",
  "offer.errors.reservationNoOrder.next":
    "Bu durumu sizin için açıklığa kavuşturabilmemiz için lütfen müşteri hizmetlerimizi arayın.",
  "offer.errors.downtime.title": "Online mağazamızda bakım çalışması yapıyoruz",
  "offer.errors.downtime.text":
    "Bakım çalışmaları nedeniyle teklifler şu anda açılamıyor. Teklifiniz geçerliliğini korur.",
  "offer.errors.downtime.next": "Lütfen bakım sona erdikten sonra tekrar deneyin.",
  "offer.errors.technical.title": "Teknik bir sorun oluştu",
  "offer.errors.technical.text":
    "Bizden kaynaklanan teknik bir sorun nedeniyle teklifinize şu anda ulaşılamıyor. Teklifiniz geçerliliğini korur.",
  "offer.errors.technical.next": "Lütfen birkaç dakika sonra tekrar deneyin.",
  "offer.errors.missingData.title": "Siparişiniz için bazı bilgiler eksik",
  "offer.errors.missingData.text":
    "Sipariş için gerekli bazı bilgiler eksik, örneğin doğum tarihiniz, kişisel bilgileriniz veya kimlik bilgileriniz.",
  "offer.errors.missingData.next":
    "Lütfen teklifinizi açın ve bilgilerinizi tamamlayın ya da müşteri hizmetlerimizden yardım alın.",
  "offer.errors.noHardwareStock.title": "Cihaz şu anda teslim edilemiyor",
  "offer.errors.noHardwareStock.text": "Teklifinizdeki cihaz şu anda stokta yok. Hiçbir şey sipariş edilmedi.",
  "offer.errors.noHardwareStock.next":
    "Bayiniz veya müşteri hizmetlerimiz sizinle birlikte memnuniyetle bir alternatif bulur.",
  "offer.errors.noPaymentMethods.title": "Bu teklif için kullanılabilir ödeme yöntemi yok",
  "offer.errors.noPaymentMethods.text":
    "Bu teklif için şu anda çevrimiçi bir ödeme yöntemi sunamıyoruz, bu nedenle burada sipariş verilemiyor.",
  "offer.errors.noPaymentMethods.next":
    "Lütfen müşteri hizmetlerimizi arayın: teklifinizi orada sipariş edebilirsiniz.",
  "offer.errors.mismatch.title": "Teklif talebinizle uyuşmuyor",
  "offer.errors.mismatch.text":
    "Talebinizdeki bilgiler bu teklifle uyuşmuyor, örneğin bağlantı başka bir teklife ait olduğu için.",
  "offer.errors.mismatch.next":
    "Lütfen mesajınızdaki bağlantıyı yeniden açın. Bu işe yaramazsa müşteri hizmetlerimiz size yardımcı olur.",
  "offer.errors.unauthorized.title": "Lütfen teklifinizi bağlantınız üzerinden açın",
  "offer.errors.unauthorized.text": "Bu teklif için oturum açmadınız veya oturumunuzun süresi doldu.",
  "offer.errors.unauthorized.next":
    "SMS, e-posta veya mektubunuzdaki bağlantıyı yeniden açın; bağlantı oturumunuzu yeniden açar. Bağlantı artık çalışmıyorsa bayiniz veya müşteri hizmetlerimiz size yeni bir bağlantı gönderir.",
  "offer.errors.forbidden.title": "Bu teklif sizin için açık değil",
  "offer.errors.forbidden.text": "Bu teklife erişiminiz yok. Size özel bir teklifi yalnızca onu alan kişi açabilir.",
  "offer.errors.forbidden.next":
    "Bunun bir hata olduğunu düşünüyorsanız lütfen bayinize veya müşteri hizmetlerimize başvurun.",
  "offer.errors.notFound.title": "Bu teklifi bulamadık",
  "offer.errors.notFound.text":
    "Bu bağlantıya ait bir teklif yok. Bağlantı kopyalanırken kısaldığı için eksik olabilir.",
  "offer.errors.notFound.next":
    "Lütfen bağlantıyı doğrudan mesajınızdan veya mektubunuzdan açın. Bu işe yaramazsa bayinizden veya müşteri hizmetlerimizden yeni bir bağlantı alabilirsiniz.",
  "offer.errors.unexpected.title": "Teklifiniz şu anda açılamıyor",
  "offer.errors.unexpected.text": "Teklifiniz yüklenirken beklenmeyen bir hata oluştu. Teklifiniz geçerliliğini korur.",
  "offer.errors.unexpected.next": "Lütfen birazdan tekrar deneyin.",
  "offer.errors.documentsNotLoaded.title": "Sözleşme belgeleri yüklenemedi",
  "offer.errors.documentsNotLoaded.text":
    "Teklifinize ait belgelere (sözleşme özeti ve sözleşme öncesi bilgiler) şu anda ulaşılamıyor. Bunlar olmadan sipariş verilemez.",
  "offer.errors.documentsNotLoaded.next": "Lütfen birkaç dakika sonra tekrar deneyin.",
  "offer.errors.resetFailed.title": "Teklif sıfırlanamadı",
  "offer.errors.resetFailed.text":
    "Teklifiniz şu anda başa döndürülemedi. Şimdiye kadar girdiğiniz bilgiler değişmedi.",
  "offer.errors.resetFailed.next": "Lütfen tekrar deneyin.",
  "offer.errors.summaryNotLoaded.title": "Özet yüklenemedi",
  "offer.errors.summaryNotLoaded.text":
    "Siparişinizin özetine şu anda ulaşılamıyor. Henüz hiçbir şey sipariş edilmedi.",
  "offer.errors.summaryNotLoaded.next": "Lütfen birkaç dakika sonra tekrar deneyin.",
  "offer.errors.paymentAborted.title": "Ödeme iptal edildi",
  "offer.errors.paymentAborted.text":
    "Ödeme, ödeme hizmeti sağlayıcısında iptal edildi. Hiçbir şey sipariş edilmedi ve hesabınızdan para çekilmedi.",
  "offer.errors.paymentAborted.next": "Teklifinizi yeniden açıp ödemeyi tekrarlayabilirsiniz.",
  "offer.errors.paymentFailed.title": "Ödeme gerçekleşmedi",
  "offer.errors.paymentFailed.text": "Ödeme hizmeti sağlayıcısı ödemeyi gerçekleştirmedi. Hiçbir şey sipariş edilmedi.",
  "offer.errors.paymentFailed.next": "Lütfen tekrar deneyin; isterseniz başka bir ödeme yöntemiyle.",
  "offer.errors.general.title": "Teklif şu anda kullanılamıyor",
  "offer.errors.general.text": "Size özel teklifiniz şu anda gösterilemiyor.",
  "offer.errors.general.next":
    "Lütfen mesajınızdaki bağlantıyı yeniden açın. Bu işe yaramazsa bayiniz veya müşteri hizmetlerimiz size yardımcı olur.",
  "offer.errors.available.title": "Teklifiniz kullanılabilir",
  "offer.errors.available.text": "Teklifinizde her şey yolunda: teklifi açabilir ve sipariş verebilirsiniz.",
  "offer.errors.available.next": "Orada bir şey sipariş etmeden önce fiyatları ve sözleşme belgelerini görürsünüz.",

  "offer.landing.intro":
    "Size özel teklif, örneğin yeni bir akıllı telefon, farklı bir tarife veya sözleşmenizin uzatılması için yalnızca sizin için hazırladığımız bir tekliftir. Kendi sayfasında tüm fiyatları ve sözleşme belgelerini görür ve çevrimiçi sipariş verebilirsiniz.",
  "offer.landing.link.heading": "Teklifinize nasıl ulaşırsınız",
  "offer.landing.link.intro": "Teklifinizi kişisel bir bağlantıyla açarsınız. Bu bağlantıyı şu yollarla alırsınız:",
  "offer.landing.link.message": "{brand} tarafından SMS veya e-posta ile,",
  "offer.landing.link.letter": "mektupla, yazılacak bir adres veya taranacak bir QR kodu olarak,",
  "offer.landing.link.dealer": "bayinizden veya mağazada, örneğin bir danışma görüşmesinden sonra.",
  "offer.landing.link.personal":
    "Bağlantı yalnızca size aittir ve sınırlı bir süre geçerlidir. Lütfen başkalarıyla paylaşmayın.",
  "offer.landing.noLink.heading": "Bağlantınız elinizde değil mi?",
  "offer.landing.noLink.dealer":
    "Bayinize veya mağazanıza sorun: bağlantıyı size yeniden gönderebilir veya yeni bir teklif hazırlayabilirler.",
  "offer.landing.noLink.hotline": "Ya da müşteri hizmetleri hattımızı arayın: {hotline} ({hours}).",
  "offer.landing.noLink.expired":
    "Teklifinizin süresi dolduysa ve sözleşmeniz için uygun bir teklif varsa size memnuniyetle yenisini hazırlarız.",
};
