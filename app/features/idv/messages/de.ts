export const de = {
  "idv.main.title": "Identitätsprüfung",
  "idv.main.intro":
    "Bevor wir Ihre Bestellung ausführen, müssen wir Ihre Identität prüfen – das Gesetz verlangt es für jeden Mobilfunkanschluss, auch für Prepaid-Karten (§ 172 TKG). Wählen Sie, wie Sie sich ausweisen möchten.",
  "idv.main.legend": "Verfahren zur Identifizierung",
  "idv.main.submit": "Weiter",
  "idv.main.recommended": "Empfohlen",
  "idv.main.duration":
    "Dauer: etwa {form, select, one {{count} Minute} other {{count} Minuten}} · Anbieter: {provider}",
  "idv.main.problem.choose": "Bitte wählen Sie ein Verfahren.",
  "idv.main.problem.notAvailable":
    "Dieses Verfahren ist für Ihre Bestellung nicht möglich. Bitte wählen Sie ein anderes.",
  "idv.main.problem.failed": "Das Verfahren konnte gerade nicht gestartet werden. Bitte versuchen Sie es erneut.",
  "idv.method.videoIdent.name": "Video-Ident",
  "idv.method.videoIdent.needs":
    "Sie brauchen: Personalausweis oder Reisepass, ein Gerät mit Kamera und Mikrofon, eine ruhige und helle Umgebung.",
  "idv.method.eId.name": "Online-Ausweis (eID)",
  "idv.method.eId.needs":
    "Sie brauchen: Personalausweis, elektronischen Aufenthaltstitel oder eID-Karte für Unionsbürger mit aktivierter Online-Ausweisfunktion, Ihre sechsstellige PIN, ein Smartphone mit NFC.",
  "idv.method.postIdentBranch.name": "PostIdent in der Filiale",
  "idv.method.postIdentBranch.needs":
    "Sie brauchen: Personalausweis oder Reisepass, den PostIdent-Coupon, den wir Ihnen danach zeigen, und den Weg in eine Filiale der Deutschen Post.",
  "idv.method.postIdentVideo.name": "PostIdent per Video",
  "idv.method.postIdentVideo.needs": "Sie brauchen: Personalausweis oder Reisepass, ein Gerät mit Kamera und Mikrofon.",
  "idv.method.postIdentEid.name": "PostIdent mit Online-Ausweis",
  "idv.method.postIdentEid.needs":
    "Sie brauchen: Personalausweis, elektronischen Aufenthaltstitel oder eID-Karte für Unionsbürger mit aktivierter Online-Ausweisfunktion, Ihre PIN, ein Smartphone mit NFC.",
  "idv.method.postIdentPhoto.name": "PostIdent per Foto",
  "idv.method.postIdentPhoto.needs":
    "Sie brauchen: Personalausweis oder Reisepass und ein Smartphone mit Kamera für Fotos des Ausweises und ein Selfie.",
  "idv.method.otp.name": "Einmal-Code per SMS",
  "idv.method.otp.needs": "Sie brauchen: das Handy mit der Rufnummer aus Ihrer Bestellung; der Code kommt per SMS.",
  "idv.next": "Wie geht es weiter?",
  "idv.help": "Fragen? Unsere Hotline {hotline} hilft Ihnen gern.",
  "idv.retry": "Erneut versuchen",
  "idv.toSelection": "Zur Verfahrensauswahl",
  "idv.submitted.title": "Identitätsprüfung fortsetzen",
  "idv.submitted.text":
    "Sie haben „{method}“ gewählt, die Prüfung aber noch nicht begonnen. Setzen Sie sie fort oder wählen Sie ein anderes Verfahren.",
  "idv.submitted.continue": "Mit „{method}“ fortfahren",
  "idv.submitted.other": "Oder ein anderes Verfahren wählen",
  "idv.cancelled.title": "Die Bestellung wurde storniert",
  "idv.cancelled.text":
    "Die Bestellung zu dieser Identitätsprüfung wurde storniert. Eine Identifizierung ist deshalb nicht mehr nötig.",
  "idv.cancelled.next": "Wenn Sie weiterhin einen Vertrag möchten, bestellen Sie bitte neu oder rufen Sie uns an.",
  "idv.noMethods.title": "Identitätsprüfung online nicht möglich",
  "idv.noMethods.text": "Für Ihre Bestellung steht gerade kein Verfahren zur Identifizierung zur Verfügung.",
  "idv.noMethods.next": "Bitte rufen Sie uns an – wir finden gemeinsam einen Weg.",
  "idv.hotline.title": "Bitte rufen Sie uns an",
  "idv.hotline.text": "Bevor die Identitätsprüfung weitergehen kann, müssen wir etwas zu Ihrer Bestellung klären.",
  "idv.hotline.next": "Unsere Hotline hilft Ihnen weiter.",
  "idv.downtime.title": "Wartungsarbeiten",
  "idv.downtime.text": "Die Identitätsprüfung ist wegen Wartungsarbeiten gerade nicht erreichbar.",
  "idv.downtime.until": "Voraussichtlich wieder erreichbar ab {until} Uhr.",
  "idv.downtime.next": "Bitte versuchen Sie es später erneut. Ihr Link bleibt gültig.",
  "idv.technical.title": "Technisches Problem",
  "idv.technical.text": "Bei der Identitätsprüfung ist ein technisches Problem aufgetreten.",
  "idv.technical.next": "Bitte versuchen Sie es in einigen Minuten erneut.",
  "idv.notFound.title": "Diesen Link kennen wir nicht",
  "idv.notFound.text":
    "Zu diesem Link gibt es keine Identitätsprüfung. Vielleicht wurde er nicht vollständig übernommen.",
  "idv.notFound.next": "Öffnen Sie den Link bitte noch einmal aus Ihrer Nachricht oder rufen Sie uns an.",
  "idv.unexpected.text":
    "Bei der Identitätsprüfung ist etwas Unerwartetes schiefgelaufen. Ihre Prüfung geht dadurch nicht verloren.",
  "idv.unexpected.next": "Bitte versuchen Sie es erneut.",
  "idv.failed.title": "Identitätsprüfung fehlgeschlagen",
  "idv.failed.text": "Ihre Identität konnte nicht bestätigt werden.",
  "idv.failed.retry": "Sie können es noch einmal versuchen, gern auch mit einem anderen Verfahren.",
  "idv.failed.final":
    "Ein weiterer Versuch online ist nicht möglich. Bitte rufen Sie uns an – wir klären mit Ihnen, wie es weitergeht.",
  "idv.expired.title": "Der Link ist abgelaufen",
  "idv.expired.text": "Die Frist für diese Identitätsprüfung ist abgelaufen.",
  "idv.expired.next":
    "Bitte rufen Sie uns an. Wir schicken Ihnen einen neuen Link oder helfen Ihnen mit Ihrer Bestellung weiter.",
  "idv.pending.title": "Identitätsprüfung in Bearbeitung",
  "idv.pending.text": "Vielen Dank! Ihre Angaben sind bei uns, das Ergebnis der Prüfung steht noch aus.",
  "idv.pending.next":
    "Das dauert meist nur wenige Minuten. Sie können diese Seite auch schließen: Wir informieren Sie per E-Mail.",
  "idv.pending.checking": "Diese Seite fragt den Stand von selbst ab.",
  "idv.pending.stopped": "Die automatische Abfrage ist beendet. Prüfen Sie den Stand bei Bedarf selbst.",
  "idv.pending.refresh": "Stand jetzt prüfen",
  "idv.success.title": "Identitätsprüfung erfolgreich",
  "idv.success.text": "Vielen Dank, Ihre Identität ist bestätigt.",
  "idv.success.next":
    "Wir führen Ihre Bestellung jetzt aus und schicken Ihnen eine Bestätigung per E-Mail. Ihre SIM-Karte wird danach freigeschaltet.",
  "idv.consumed.title": "Dieser Link wurde bereits verwendet",
  "idv.consumed.text": "Diese Identitätsprüfung wurde bereits angenommen.",
  "idv.consumed.next": "Sie müssen nichts weiter tun; Ihre Bestellung wird bearbeitet.",
  "idv.completed.title": "Identitätsprüfung abgeschlossen",
  "idv.completed.text": "Diese Identitätsprüfung ist abgeschlossen.",
  "idv.completed.next": "Sie müssen nichts weiter tun. Über den Stand Ihrer Bestellung informieren wir Sie per E-Mail.",
  "idv.postIdent.title": "Identifizierung mit PostIdent",
  "idv.postIdent.text":
    "Gehen Sie mit diesem Coupon und Ihrem Personalausweis oder Reisepass in eine Filiale der Deutschen Post.",
  "idv.postIdent.coupon": "Ihr PostIdent-Coupon",
  "idv.postIdent.reference": "Referenznummer",
  "idv.postIdent.validUntil": "Gültig bis {date}",
  "idv.postIdent.couponHint":
    "Bitte legen Sie diesen Coupon mit Ihrem Personalausweis oder Reisepass in einer Filiale der Deutschen Post vor. Die Identifizierung ist für Ihren Vertrag bei {brand}.",
  "idv.postIdent.print": "Coupon drucken",
  "idv.postIdent.download": "Coupon herunterladen",
  "idv.postIdent.fileName": "postident-coupon.txt",
  "idv.postIdent.file":
    "PostIdent-Coupon ({brand})\nReferenznummer: {code}\nGültig bis: {date}\nBitte mit Personalausweis oder Reisepass in einer Filiale der Deutschen Post vorlegen.",
  "idv.postIdent.branchTitle": "So finden Sie eine Filiale",
  "idv.postIdent.branchText":
    "Filialen und Öffnungszeiten zeigt die {finder} der Deutschen Post, auch in der App „Post & DHL“. Nach Ihrem Besuch dauert die Prüfung meist ein bis zwei Werktage.",
  "idv.postIdent.finder": "Filialsuche",
  "idv.main.privacy":
    "So verarbeiten wir und die Anbieter Ihre Daten bei der Identifizierung: unsere Datenschutzhinweise (öffnet in neuem Fenster)",
  "idv.method.videoIdent.shared":
    "Weitergegeben an {provider}: Name und Geburtsdatum aus Ihrer Bestellung, Bilder Ihres Ausweises und eine Video- und Tonaufzeichnung des Gesprächs.",
  "idv.method.eId.shared":
    "Weitergegeben an {provider}: Name und Geburtsdatum aus Ihrer Bestellung und die Daten aus dem Chip Ihres Ausweises (Name, Geburtsdatum, Anschrift) – keine Fotos, kein Video.",
  "idv.method.postIdentBranch.shared":
    "Weitergegeben an {provider}: Name, Geburtsdatum und Anschrift aus Ihrer Bestellung; in der Filiale werden die Daten Ihres Ausweises erfasst.",
  "idv.method.postIdentVideo.shared":
    "Weitergegeben an {provider}: Name, Geburtsdatum und Anschrift aus Ihrer Bestellung, Bilder Ihres Ausweises und eine Video- und Tonaufzeichnung des Gesprächs.",
  "idv.method.postIdentEid.shared":
    "Weitergegeben an {provider}: Name, Geburtsdatum und Anschrift aus Ihrer Bestellung und die Daten aus dem Chip Ihres Ausweises – keine Fotos, kein Video.",
  "idv.method.postIdentPhoto.shared":
    "Weitergegeben an {provider}: Name, Geburtsdatum und Anschrift aus Ihrer Bestellung, Fotos Ihres Ausweises und ein Selfie.",
  "idv.method.otp.shared":
    "Für den Code nutzen wir nur die Rufnummer aus Ihrer Bestellung – keine Ausweisdaten, keine Bilder.",
  "idv.pending.pollFailed": "Den Stand konnten wir gerade nicht abfragen. Wir versuchen es gleich noch einmal.",
  "idv.pending.otp.text": "Wir haben Ihnen einen Einmal-Code per SMS an {number} geschickt.",
  "idv.pending.otp.textNoNumber":
    "Wir haben Ihnen einen Einmal-Code per SMS an die Rufnummer aus Ihrer Bestellung geschickt.",
  "idv.pending.otp.next":
    "Bestätigen Sie mit dem Code, wie in der SMS beschrieben – danach geht es auf dieser Seite von selbst weiter. Keine SMS bekommen? Warten Sie einige Minuten; kommt nichts an, rufen Sie uns an.",
  "idv.failed.methodsUnavailable": "Die Verfahren für einen neuen Versuch konnten wir gerade nicht laden.",
  "idv.failed.reload": "Seite neu laden",
} as const;

export type IdvMessageKey = keyof typeof de;
