/** Texts of the offer error pages and the offer landing page (de), the source of their keys. */
export const errorsDe = {
  "offer.errors.retry": "Erneut versuchen",
  "offer.errors.toOffer": "Zum Angebot",
  "offer.errors.landing": "Mehr zu persönlichen Angeboten",
  "offer.errors.help": "Fragen? Unser Kundenservice hilft Ihnen gern: {hotline}",
  "offer.errors.helpWithHours": "Fragen? Unser Kundenservice hilft Ihnen gern: {hotline} ({hours})",
  "offer.errors.downtimeUntil": "Die Arbeiten dauern voraussichtlich bis {until} Uhr.",
  "offer.errors.code": "Fehlercode für den Kundenservice: {code}",

  "offer.errors.expired.title": "Ihr Angebot ist abgelaufen",
  "offer.errors.expired.text":
    "Dieses persönliche Angebot galt nur für eine begrenzte Zeit und kann nicht mehr bestellt werden.",
  "offer.errors.expired.next":
    "Möchten Sie ein neues Angebot? Ihr Händler oder unser Kundenservice erstellt es Ihnen gern.",
  "offer.errors.consumed.title": "Dieses Angebot haben Sie bereits bestellt",
  "offer.errors.consumed.text":
    "Zu diesem Angebot ist schon eine Bestellung bei uns eingegangen. Ein Angebot kann nur einmal bestellt werden.",
  "offer.errors.consumed.next":
    "Die Bestätigung Ihrer Bestellung haben Sie per E-Mail erhalten. Bei Fragen zur Bestellung hilft Ihnen unser Kundenservice.",
  "offer.errors.cancelled.title": "Dieses Angebot wurde zurückgezogen",
  "offer.errors.cancelled.text": "Das Angebot wurde storniert und kann nicht mehr bestellt werden.",
  "offer.errors.cancelled.next":
    "Wenn Sie weiterhin Interesse haben, wenden Sie sich an Ihren Händler oder unseren Kundenservice.",
  "offer.errors.blocked.title": "Dieses Angebot ist gesperrt",
  "offer.errors.blocked.text": "Das Angebot ist zurzeit gesperrt und kann deshalb nicht geöffnet werden.",
  "offer.errors.blocked.next":
    "Bitte rufen Sie unseren Kundenservice an: Dort erfahren Sie, warum, und wie es weitergeht.",
  "offer.errors.abandonedPayment.title": "Die Zahlung wurde nicht abgeschlossen",
  "offer.errors.abandonedPayment.text":
    "Die Bestellung zu diesem Angebot wurde bei der Zahlung abgebrochen. Deshalb kann das Angebot gerade nicht erneut bestellt werden.",
  "offer.errors.abandonedPayment.next": "Unser Kundenservice prüft den Stand Ihrer Bestellung und hilft Ihnen weiter.",
  "offer.errors.incompatibleState.title": "Dieses Angebot kann gerade nicht bearbeitet werden",
  "offer.errors.incompatibleState.text":
    "Ihr Angebot befindet sich in einem Bearbeitungsstand, in dem dieser Schritt nicht möglich ist.",
  "offer.errors.incompatibleState.next":
    "Bitte wenden Sie sich an unseren Kundenservice: Dort sieht man den genauen Stand Ihres Angebots.",
  "offer.errors.waitingForCapture.title": "Ihre Zahlung wird noch bestätigt",
  "offer.errors.waitingForCapture.text":
    "Wir warten noch auf die Bestätigung Ihrer Zahlung durch den Zahlungsanbieter. Das dauert meist nur wenige Minuten.",
  "offer.errors.waitingForCapture.next":
    "Bitte versuchen Sie es etwas später noch einmal und bezahlen Sie nicht ein zweites Mal.",
  "offer.errors.reservationHotline.title": "Bitte rufen Sie uns an, um die Bestellung abzuschließen",
  "offer.errors.reservationHotline.text":
    "Ihre Bestellung konnte online nicht abgeschlossen werden. Unser Kundenservice kann sie für Sie fertigstellen.",
  "offer.errors.reservationHotline.next":
    "Bitte rufen Sie unseren Kundenservice an und nennen Sie den Fehlercode, der unten steht.",
  "offer.errors.reservationRetryLater.title": "Die Reservierung hat gerade nicht geklappt",
  "offer.errors.reservationRetryLater.text":
    "Der Betrag für Ihre Bestellung konnte im Moment nicht reserviert werden. Es wurde nichts bestellt und nichts abgebucht.",
  "offer.errors.reservationRetryLater.next": "Bitte versuchen Sie es in ein paar Minuten noch einmal.",
  "offer.errors.reservationRetryDowntime.title": "Die Reservierung ist gerade nicht erreichbar",
  "offer.errors.reservationRetryDowntime.text":
    "Der Dienst für die Reservierung wird gerade gewartet. Es wurde nichts bestellt und nichts abgebucht.",
  "offer.errors.reservationRetryDowntime.next": "Bitte versuchen Sie es nach dem Ende der Wartung noch einmal.",
  "offer.errors.reservationAmount.title": "Der Betrag konnte nicht reserviert werden",
  "offer.errors.reservationAmount.text":
    "Auf Ihrem Zahlungsmittel konnte der Betrag für diese Bestellung nicht vorgemerkt werden, zum Beispiel wegen eines Limits. Es wurde nichts bestellt.",
  "offer.errors.reservationAmount.next":
    "Bitte prüfen Sie Ihr Zahlungsmittel oder wählen Sie ein anderes. Unser Kundenservice hilft Ihnen dabei.",
  "offer.errors.reservationNoOrder.title": "Zu Ihrer Reservierung fehlt die Bestellung",
  "offer.errors.reservationNoOrder.text":
    "Zu der Reservierung auf Ihrem Zahlungsmittel haben wir keine passende Bestellung gefunden.",
  "offer.errors.reservationNoOrder.next":
    "Bitte rufen Sie unseren Kundenservice an, damit wir das für Sie klären können.",
  "offer.errors.downtime.title": "Wir arbeiten gerade an unserem Shop",
  "offer.errors.downtime.text":
    "Wegen Wartungsarbeiten können Angebote im Moment nicht geöffnet werden. Ihr Angebot bleibt erhalten.",
  "offer.errors.downtime.next": "Bitte versuchen Sie es nach dem Ende der Wartung noch einmal.",
  "offer.errors.technical.title": "Ein technisches Problem ist aufgetreten",
  "offer.errors.technical.text":
    "Wegen eines technischen Problems auf unserer Seite ist Ihr Angebot gerade nicht erreichbar. Ihr Angebot bleibt erhalten.",
  "offer.errors.technical.next": "Bitte versuchen Sie es in ein paar Minuten noch einmal.",
  "offer.errors.missingData.title": "Für Ihre Bestellung fehlen noch Angaben",
  "offer.errors.missingData.text":
    "Uns fehlen Angaben, die für die Bestellung nötig sind, zum Beispiel Ihr Geburtsdatum, Ihre persönlichen Daten oder Ihre Ausweisdaten.",
  "offer.errors.missingData.next":
    "Bitte öffnen Sie Ihr Angebot und ergänzen Sie Ihre Angaben, oder lassen Sie sich von unserem Kundenservice helfen.",
  "offer.errors.noHardwareStock.title": "Das Gerät ist gerade nicht lieferbar",
  "offer.errors.noHardwareStock.text":
    "Das Gerät aus Ihrem Angebot ist im Moment nicht auf Lager. Es wurde nichts bestellt.",
  "offer.errors.noHardwareStock.next": "Ihr Händler oder unser Kundenservice findet mit Ihnen gern eine Alternative.",
  "offer.errors.noPaymentMethods.title": "Für dieses Angebot ist keine Zahlungsart verfügbar",
  "offer.errors.noPaymentMethods.text":
    "Für dieses Angebot können wir Ihnen online gerade keine Zahlungsart anbieten, deshalb ist hier keine Bestellung möglich.",
  "offer.errors.noPaymentMethods.next":
    "Bitte rufen Sie unseren Kundenservice an: Dort können Sie Ihr Angebot bestellen.",
  "offer.errors.mismatch.title": "Das Angebot passt nicht zu Ihrer Anfrage",
  "offer.errors.mismatch.text":
    "Die Angaben Ihrer Anfrage stimmen nicht mit diesem Angebot überein, etwa weil der Link zu einem anderen Angebot gehört.",
  "offer.errors.mismatch.next":
    "Bitte öffnen Sie den Link aus Ihrer Nachricht noch einmal. Hilft das nicht, hilft Ihnen unser Kundenservice.",
  "offer.errors.unauthorized.title": "Bitte öffnen Sie Ihr Angebot über Ihren Link",
  "offer.errors.unauthorized.text": "Ihre Anmeldung zu diesem Angebot fehlt oder ist abgelaufen.",
  "offer.errors.unauthorized.next":
    "Öffnen Sie den Link aus Ihrer SMS, E-Mail oder Ihrem Brief noch einmal, er meldet Sie wieder an. Funktioniert er nicht mehr, schickt Ihnen Ihr Händler oder unser Kundenservice einen neuen Link.",
  "offer.errors.forbidden.title": "Dieses Angebot ist nicht für Sie freigegeben",
  "offer.errors.forbidden.text":
    "Sie haben keinen Zugriff auf dieses Angebot. Ein persönliches Angebot kann nur öffnen, wer es erhalten hat.",
  "offer.errors.forbidden.next":
    "Halten Sie das für einen Fehler, wenden Sie sich bitte an Ihren Händler oder unseren Kundenservice.",
  "offer.errors.notFound.title": "Dieses Angebot haben wir nicht gefunden",
  "offer.errors.notFound.text":
    "Zu diesem Link gibt es kein Angebot. Vielleicht ist der Link unvollständig, weil er beim Kopieren gekürzt wurde.",
  "offer.errors.notFound.next":
    "Bitte öffnen Sie den Link direkt aus Ihrer Nachricht oder Ihrem Brief. Hilft das nicht, bekommen Sie bei Ihrem Händler oder unserem Kundenservice einen neuen.",
  "offer.errors.unexpected.title": "Ihr Angebot lässt sich gerade nicht öffnen",
  "offer.errors.unexpected.text":
    "Beim Laden Ihres Angebots ist ein unerwarteter Fehler aufgetreten. Ihr Angebot bleibt erhalten.",
  "offer.errors.unexpected.next": "Bitte versuchen Sie es gleich noch einmal.",
  "offer.errors.documentsNotLoaded.title": "Die Vertragsunterlagen konnten nicht geladen werden",
  "offer.errors.documentsNotLoaded.text":
    "Die Unterlagen zu Ihrem Angebot (Vertragszusammenfassung und vorvertragliche Informationen) sind gerade nicht abrufbar. Ohne sie ist keine Bestellung möglich.",
  "offer.errors.documentsNotLoaded.next": "Bitte versuchen Sie es in ein paar Minuten noch einmal.",
  "offer.errors.resetFailed.title": "Das Angebot konnte nicht zurückgesetzt werden",
  "offer.errors.resetFailed.text":
    "Ihr Angebot ließ sich gerade nicht auf den Anfang zurücksetzen. Ihre bisherigen Angaben sind unverändert.",
  "offer.errors.resetFailed.next": "Bitte versuchen Sie es noch einmal.",
  "offer.errors.summaryNotLoaded.title": "Die Zusammenfassung konnte nicht geladen werden",
  "offer.errors.summaryNotLoaded.text":
    "Die Übersicht Ihrer Bestellung ist gerade nicht abrufbar. Es wurde noch nichts bestellt.",
  "offer.errors.summaryNotLoaded.next": "Bitte versuchen Sie es in ein paar Minuten noch einmal.",
  "offer.errors.paymentAborted.title": "Die Zahlung wurde abgebrochen",
  "offer.errors.paymentAborted.text":
    "Die Zahlung wurde beim Zahlungsanbieter abgebrochen. Es wurde nichts bestellt und nichts abgebucht.",
  "offer.errors.paymentAborted.next": "Sie können Ihr Angebot erneut öffnen und die Zahlung wiederholen.",
  "offer.errors.paymentFailed.title": "Die Zahlung hat nicht geklappt",
  "offer.errors.paymentFailed.text": "Der Zahlungsanbieter hat die Zahlung nicht ausgeführt. Es wurde nichts bestellt.",
  "offer.errors.paymentFailed.next": "Bitte versuchen Sie es erneut, gern auch mit einer anderen Zahlungsart.",
  "offer.errors.general.title": "Das Angebot ist gerade nicht verfügbar",
  "offer.errors.general.text": "Ihr persönliches Angebot kann im Moment nicht angezeigt werden.",
  "offer.errors.general.next":
    "Bitte öffnen Sie den Link aus Ihrer Nachricht noch einmal. Hilft das nicht, helfen Ihnen Ihr Händler oder unser Kundenservice.",
  "offer.errors.available.title": "Ihr Angebot ist verfügbar",
  "offer.errors.available.text": "Mit Ihrem Angebot ist alles in Ordnung: Sie können es öffnen und bestellen.",
  "offer.errors.available.next": "Dort sehen Sie Preise und Vertragsunterlagen, bevor Sie etwas bestellen.",

  "offer.landing.intro":
    "Ein persönliches Angebot haben wir nur für Sie zusammengestellt, zum Beispiel ein neues Smartphone, einen anderen Tarif oder die Verlängerung Ihres Vertrags. Auf einer eigenen Seite sehen Sie alle Preise und Vertragsunterlagen und können online bestellen.",
  "offer.landing.link.heading": "So kommen Sie zu Ihrem Angebot",
  "offer.landing.link.intro": "Sie öffnen Ihr Angebot über einen persönlichen Link. Den erhalten Sie",
  "offer.landing.link.message": "per SMS oder E-Mail von {brand},",
  "offer.landing.link.letter": "per Brief, als Adresse oder QR-Code zum Abtippen oder Scannen,",
  "offer.landing.link.dealer": "von Ihrem Händler oder im Shop, zum Beispiel nach einem Beratungsgespräch.",
  "offer.landing.link.personal":
    "Der Link gehört nur Ihnen und gilt für eine begrenzte Zeit. Bitte geben Sie ihn nicht weiter.",
  "offer.landing.noLink.heading": "Kein Link zur Hand?",
  "offer.landing.noLink.dealer":
    "Fragen Sie Ihren Händler oder Shop: Dort kann man Ihnen den Link erneut senden oder ein neues Angebot erstellen.",
  "offer.landing.noLink.hotline": "Oder rufen Sie unseren Kundenservice an: {hotline} ({hours}).",
  "offer.landing.noLink.expired":
    "Ist Ihr Angebot abgelaufen, erstellen wir Ihnen gern ein neues, wenn es für Ihren Vertrag eines gibt.",
} as const;

export type OfferErrorsMessageKey = keyof typeof errorsDe;
