import type { IdvMessageKey } from "./de";

export const tr: Record<IdvMessageKey, string> = {
  "idv.main.title": "Kimlik doğrulama",
  "idv.main.intro":
    "Siparişinizi gerçekleştirmeden önce kimliğinizi doğrulamamız gerekiyor – yasa bunu ön ödemeli kartlar dahil her mobil hat için zorunlu kılar (§ 172 TKG). Kimliğinizi nasıl doğrulamak istediğinizi seçin.",
  "idv.main.legend": "Kimlik doğrulama yöntemi",
  "idv.main.submit": "Devam",
  "idv.main.recommended": "Önerilen",
  "idv.main.duration": "Süre: yaklaşık {form, select, other {{count} dakika}} · Sağlayıcı: {provider}",
  "idv.main.problem.choose": "Lütfen bir yöntem seçin.",
  "idv.main.problem.notAvailable": "Bu yöntem siparişiniz için kullanılamıyor. Lütfen başka bir yöntem seçin.",
  "idv.main.problem.failed": "Yöntem şu anda başlatılamadı. Lütfen tekrar deneyin.",
  "idv.method.videoIdent.name": "Görüntülü kimlik doğrulama",
  "idv.method.videoIdent.needs":
    "Gerekenler: kimlik kartı veya pasaport, kameralı ve mikrofonlu bir cihaz, sessiz ve aydınlık bir ortam.",
  "idv.method.eId.name": "Çevrimiçi kimlik kartı (eID)",
  "idv.method.eId.needs":
    "Gerekenler: çevrimiçi kimlik işlevi etkin Alman kimlik kartı, elektronik oturma izni (eAT) veya AB vatandaşları için eID kartı, altı haneli PIN kodunuz, NFC özellikli bir akıllı telefon.",
  "idv.method.postIdentBranch.name": "Şubede PostIdent",
  "idv.method.postIdentBranch.needs":
    "Gerekenler: kimlik kartı veya pasaport, ardından göstereceğimiz PostIdent kuponu ve bir Deutsche Post şubesine gitmek.",
  "idv.method.postIdentVideo.name": "Görüntülü PostIdent",
  "idv.method.postIdentVideo.needs": "Gerekenler: kimlik kartı veya pasaport, kameralı ve mikrofonlu bir cihaz.",
  "idv.method.postIdentEid.name": "Çevrimiçi kimlik kartıyla PostIdent",
  "idv.method.postIdentEid.needs":
    "Gerekenler: çevrimiçi kimlik işlevi etkin Alman kimlik kartı, elektronik oturma izni (eAT) veya AB vatandaşları için eID kartı, PIN kodunuz, NFC özellikli bir akıllı telefon.",
  "idv.method.postIdentPhoto.name": "Fotoğrafla PostIdent",
  "idv.method.postIdentPhoto.needs":
    "Gerekenler: kimlik kartı veya pasaport ve belgenin fotoğrafları ile bir özçekim için kameralı bir akıllı telefon.",
  "idv.method.otp.name": "SMS ile tek kullanımlık kod",
  "idv.method.otp.needs": "Gerekenler: siparişinizdeki numaraya sahip telefon; kod SMS ile gelir.",
  "idv.next": "Şimdi ne olacak?",
  "idv.help": "Sorularınız mı var? {hotline} numaralı müşteri hizmetleri hattımız size memnuniyetle yardımcı olur.",
  "idv.retry": "Tekrar dene",
  "idv.toSelection": "Yöntem seçimine dön",
  "idv.submitted.title": "Kimlik doğrulamaya devam edin",
  "idv.submitted.text":
    "“{method}” yöntemini seçtiniz ancak doğrulamaya henüz başlamadınız. Devam edin veya başka bir yöntem seçin.",
  "idv.submitted.continue": "“{method}” ile devam et",
  "idv.submitted.other": "Veya başka bir yöntem seçin",
  "idv.cancelled.title": "Sipariş iptal edildi",
  "idv.cancelled.text":
    "Bu kimlik doğrulamanın ait olduğu sipariş iptal edildi; bu nedenle kimlik doğrulama artık gerekli değil.",
  "idv.cancelled.next": "Yine de bir sözleşme istiyorsanız lütfen yeniden sipariş verin veya bizi arayın.",
  "idv.noMethods.title": "Kimlik doğrulama çevrimiçi yapılamıyor",
  "idv.noMethods.text": "Siparişiniz için şu anda kullanılabilecek bir kimlik doğrulama yöntemi yok.",
  "idv.noMethods.next": "Lütfen bizi arayın – birlikte bir çözüm bulalım.",
  "idv.hotline.title": "Lütfen bizi arayın",
  "idv.hotline.text":
    "Kimlik doğrulamanın devam edebilmesi için siparişinizle ilgili bir konuyu netleştirmemiz gerekiyor.",
  "idv.hotline.next": "Yardım hattımız size yardımcı olacaktır.",
  "idv.downtime.title": "Bakım çalışması",
  "idv.downtime.text": "Kimlik doğrulama bakım çalışmaları nedeniyle şu anda kullanılamıyor.",
  "idv.downtime.until": "Tahmini olarak {until} (Almanya saatiyle) itibarıyla yeniden kullanılabilir.",
  "idv.downtime.next": "Lütfen daha sonra tekrar deneyin. Bağlantınız geçerliliğini korur.",
  "idv.technical.title": "Teknik sorun",
  "idv.technical.text": "Kimlik doğrulama sırasında teknik bir sorun oluştu.",
  "idv.technical.next": "Lütfen birkaç dakika sonra tekrar deneyin.",
  "idv.notFound.title": "Bu bağlantıyı tanımıyoruz",
  "idv.notFound.text": "Bu bağlantıya ait bir kimlik doğrulama yok. Bağlantı eksik kopyalanmış olabilir.",
  "idv.notFound.next": "Lütfen bağlantıyı mesajınızdan yeniden açın veya bizi arayın.",
  "idv.unexpected.text": "Kimlik doğrulama sırasında beklenmeyen bir hata oluştu. Doğrulamanız kaybolmadı.",
  "idv.unexpected.next": "Lütfen tekrar deneyin.",
  "idv.failed.title": "Kimlik doğrulama başarısız oldu",
  "idv.failed.text": "Kimliğiniz doğrulanamadı.",
  "idv.failed.retry": "Tekrar deneyebilirsiniz; dilerseniz başka bir yöntemle.",
  "idv.failed.final":
    "Çevrimiçi yeni bir deneme mümkün değil. Lütfen bizi arayın – nasıl devam edileceğini sizinle birlikte netleştirelim.",
  "idv.expired.title": "Bağlantının süresi doldu",
  "idv.expired.text": "Bu kimlik doğrulamanın süresi doldu.",
  "idv.expired.next": "Lütfen bizi arayın. Size yeni bir bağlantı gönderir veya siparişinizle ilgili yardımcı oluruz.",
  "idv.pending.title": "Kimlik doğrulama işleniyor",
  "idv.pending.text": "Teşekkürler! Bilgileriniz bize ulaştı; kontrolün sonucu henüz belli değil.",
  "idv.pending.next":
    "Bu genellikle yalnızca birkaç dakika sürer. Bu sayfayı kapatabilirsiniz: sizi e-posta ile bilgilendireceğiz.",
  "idv.pending.checking": "Bu sayfa durumu kendiliğinden kontrol eder.",
  "idv.pending.stopped": "Otomatik kontrol sona erdi. Gerekirse durumu kendiniz kontrol edin.",
  "idv.pending.refresh": "Durumu şimdi kontrol et",
  "idv.success.title": "Kimlik doğrulama başarılı",
  "idv.success.text": "Teşekkürler, kimliğiniz doğrulandı.",
  "idv.success.next":
    "Siparişinizi şimdi gerçekleştiriyor ve size e-posta ile bir onay gönderiyoruz. SIM kartınız ardından etkinleştirilecektir.",
  "idv.consumed.title": "Bu bağlantı zaten kullanıldı",
  "idv.consumed.text": "Bu kimlik doğrulama zaten kabul edildi.",
  "idv.consumed.next": "Başka bir şey yapmanız gerekmiyor; siparişiniz işleniyor.",
  "idv.completed.title": "Kimlik doğrulama tamamlandı",
  "idv.completed.text": "Bu kimlik doğrulama tamamlandı.",
  "idv.completed.next":
    "Başka bir şey yapmanız gerekmiyor. Siparişinizin durumu hakkında sizi e-posta ile bilgilendireceğiz.",
  "idv.postIdent.title": "PostIdent ile kimlik doğrulama",
  "idv.postIdent.text": "Bu kupon ve kimlik kartınız veya pasaportunuzla bir Deutsche Post şubesine gidin.",
  "idv.postIdent.coupon": "PostIdent kuponunuz",
  "idv.postIdent.reference": "Referans numarası",
  "idv.postIdent.validUntil": "Son geçerlilik: {date}",
  "idv.postIdent.couponHint":
    "Lütfen bu kuponu kimlik kartınız veya pasaportunuzla bir Deutsche Post şubesinde gösterin. Kimlik doğrulama, {brand} ile olan sözleşmeniz içindir.",
  "idv.postIdent.print": "Kuponu yazdır",
  "idv.postIdent.download": "Kuponu indir",
  "idv.postIdent.fileName": "postident-kupon.txt",
  "idv.postIdent.file":
    "PostIdent kuponu ({brand})\nReferans numarası: {code}\nSon geçerlilik: {date}\nLütfen kimlik kartınız veya pasaportunuzla bir Deutsche Post şubesinde gösterin.",
  "idv.postIdent.branchTitle": "Şube nasıl bulunur",
  "idv.postIdent.branchText":
    "Deutsche Post'un {finder} sayfası şubeleri ve çalışma saatlerini gösterir; “Post & DHL” uygulamasında da bulunur. Ziyaretinizden sonra kontrol genellikle bir iki iş günü sürer.",
  "idv.postIdent.finder": "şube arama",
  "idv.main.privacy":
    "Verileriniz kimlik doğrulama sırasında tarafımızdan ve hizmet sağlayıcıları tarafından nasıl işlenir: gizlilik bildirimimiz (yeni pencerede açılır)",
  "idv.method.videoIdent.shared":
    "{provider} ile paylaşılanlar: siparişinizdeki adınız ve doğum tarihiniz, kimlik belgenizin görüntüleri ve görüşmenin görüntülü ve sesli kaydı.",
  "idv.method.eId.shared":
    "{provider} ile paylaşılanlar: siparişinizdeki adınız ve doğum tarihiniz ile kimlik kartınızın çipindeki bilgiler (ad, doğum tarihi, adres) – fotoğraf ve video yok.",
  "idv.method.postIdentBranch.shared":
    "{provider} ile paylaşılanlar: siparişinizdeki adınız, doğum tarihiniz ve adresiniz; şubede kimlik belgenizin bilgileri kaydedilir.",
  "idv.method.postIdentVideo.shared":
    "{provider} ile paylaşılanlar: siparişinizdeki adınız, doğum tarihiniz ve adresiniz, kimlik belgenizin görüntüleri ve görüşmenin görüntülü ve sesli kaydı.",
  "idv.method.postIdentEid.shared":
    "{provider} ile paylaşılanlar: siparişinizdeki adınız, doğum tarihiniz ve adresiniz ile kimlik kartınızın çipindeki bilgiler – fotoğraf ve video yok.",
  "idv.method.postIdentPhoto.shared":
    "{provider} ile paylaşılanlar: siparişinizdeki adınız, doğum tarihiniz ve adresiniz, kimlik belgenizin fotoğrafları ve bir özçekim (selfie).",
  "idv.method.otp.shared":
    "Kod için yalnızca siparişinizdeki cep telefonu numarasını kullanırız – kimlik bilgisi veya görüntü yok.",
  "idv.pending.pollFailed": "Durumu şu anda sorgulayamadık. Birazdan tekrar deneyeceğiz.",
  "idv.pending.otp.text": "{number} numarasına SMS ile tek kullanımlık bir kod gönderdik.",
  "idv.pending.otp.textNoNumber": "Siparişinizdeki cep telefonu numarasına SMS ile tek kullanımlık bir kod gönderdik.",
  "idv.pending.otp.next":
    "SMS'te açıklandığı gibi kodla onaylayın – bu sayfa ardından kendiliğinden devam eder. SMS gelmedi mi? Birkaç dakika bekleyin; yine gelmezse lütfen bizi arayın.",
  "idv.failed.methodsUnavailable": "Yeni bir deneme için yöntemleri şu anda yükleyemedik.",
  "idv.failed.reload": "Sayfayı yeniden yükle",
};
