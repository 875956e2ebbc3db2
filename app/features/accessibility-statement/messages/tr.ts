import type { A11yStatementMessageKey } from "./de";

export const tr: Record<A11yStatementMessageKey, string> = {
  "a11yStatement.title": "Erişilebilirlik beyanı",
  "a11yStatement.meta.description":
    "{brand} çevrimiçi müşteri hizmetlerinin ne kadar erişilebilir olduğu: EN 301 549 ve WCAG'ye göre durum, bilinen kısıtlamalar, geri bildirim için iletişim ve yetkili piyasa gözetim makamı.",
  "a11yStatement.intro":
    "{brand}, bu çevrimiçi müşteri hizmetini – size özel teklifler ve siparişleri, kimlik doğrulama ve sözleşme feshi – Almanya'daki Erişilebilirliği Güçlendirme Yasası'nın (BFSG) gerektirdiği gibi herkesin kullanabilmesini istiyor. Bu beyan bu sitenin tüm sayfaları için geçerlidir.",
  "a11yStatement.status.heading": "Uyumluluk durumu",
  "a11yStatement.status.text":
    "Bu hizmet EN 301 549 (WCAG 2.1, AA seviyesi) gerekliliklerine kısmen uygundur. Daha katı olan WCAG 2.2 AA'ya göre test ediyoruz: her markada ve dilde her sayfada otomatik olarak, ayrıca klavye, %400 yakınlaştırma ve ekran okuyucu ile elle. Aşağıdaki kısıtlamalar bilinmektedir.",
  "a11yStatement.service.heading": "Hizmeti erişilebilir şekilde kullanma",
  "a11yStatement.service.keyboard": "Tüm sayfalar ve formlar yalnızca klavye ile kullanılabilir.",
  "a11yStatement.service.errors": "Hatalar doğrudan alanda ve gönderdikten sonra odağı alan bir özette gösterilir.",
  "a11yStatement.service.zoom":
    "Sayfalar içerik kaybı olmadan %400'e kadar büyütülebilir; azaltılmış hareket tercihi dikkate alınır.",
  "a11yStatement.service.noScript":
    "Teklif, sipariş ve fesih JavaScript olmadan da çalışır; yalnızca giriş kodu içeren bir bağlantıyla oturum açmak için JavaScript gerekir.",
  "a11yStatement.limits.heading": "Bilinen kısıtlamalar",
  "a11yStatement.limits.combobox":
    "Uyruk seçerken açık öneri listesi, kapatılana kadar sayfanın geri kalanını yardımcı teknolojilerden gizler. Listenin kendisi klavye ve ekran okuyucu ile kullanılabilir.",
  "a11yStatement.limits.loginLink":
    "Giriş kodu içeren bir bağlantıyla bir teklife oturum açmak için JavaScript gerekir. JavaScript olmadan sayfa, teklifinizle ilgili size yardımcı olabilecek müşteri hizmetleri hattını gösterir.",
  "a11yStatement.limits.thirdParty":
    "Çerez onayı penceresi ve onayınızdan sonra etiket yöneticisi üzerinden yüklenen içerikler üçüncü taraflardan gelir. Bunların erişilebilirliği tamamen bizim elimizde değildir.",
  "a11yStatement.limits.pdf":
    "PDF belgeleri (fesih onayı, sözleşme özeti, sözleşme öncesi bilgiler) henüz etiketlenmiş, erişilebilir PDF'ler değildir. Temel bilgileri sayfada da yer alır; talep etmeniz hâlinde size erişilebilir bir biçimde gönderilir.",
  "a11yStatement.feedback.heading": "Engel bildirimi ve iletişim",
  "a11yStatement.feedback.text":
    "Bir engelle mi karşılaştınız veya içeriğe başka bir biçimde mi ihtiyacınız var? Bizi arayın: {hotline} ({hours}). En kısa sürede yanıt veririz.",
  "a11yStatement.feedback.written":
    "Bize yazılı olarak ulaşmak için {imprint} sayfasındaki e-posta adresini kullanabilirsiniz.",
  "a11yStatement.feedback.imprint": "künye (Impressum)",
  "a11yStatement.enforcement.heading": "Şikâyet ve denetim süreci",
  "a11yStatement.enforcement.text":
    "Bu hizmetin erişilebilirlik gerekliliklerini karşılamadığını düşünüyorsanız ve talebinizi tatmin edici şekilde çözemezsek, yetkili piyasa gözetim makamına başvurabilir ve önlem almasını talep edebilirsiniz:",
  "a11yStatement.enforcement.name":
    "Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)",
  "a11yStatement.enforcement.careOf":
    "c/o Ministerium für Arbeit, Soziales, Gesundheit und Gleichstellung Sachsen-Anhalt",
  "a11yStatement.enforcement.postbox": "Postfach 39 11 55",
  "a11yStatement.enforcement.city": "39135 Magdeburg, Almanya",
  "a11yStatement.enforcement.phone": "Telefon: {phone}",
  "a11yStatement.enforcement.email": "E-posta: {email}",
  "a11yStatement.enforcement.website": "MLBF hakkında bilgi (Almanca)",
  "a11yStatement.date.heading": "Bu beyanın tarihi",
  "a11yStatement.date.text":
    "Bu beyan {created} tarihinde hazırlanmış ve en son {reviewed} tarihinde gözden geçirilmiştir.",
};
