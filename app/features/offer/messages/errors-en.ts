import type { OfferErrorsMessageKey } from "./errors-de";

/** Texts of the offer error pages and the offer landing page (en). */
export const errorsEn: Record<OfferErrorsMessageKey, string> = {
  "offer.errors.retry": "Try again",
  "offer.errors.toOffer": "Go to the offer",
  "offer.errors.landing": "More about personal offers",
  "offer.errors.help": "Questions? Our customer service is happy to help: {hotline}",
  "offer.errors.helpWithHours": "Questions? Our customer service is happy to help: {hotline} ({hours})",
  "offer.errors.downtimeUntil": "The work is expected to last until {until} (German time).",
  "offer.errors.code": "Error code for customer service: {code}",

  "offer.errors.expired.title": "Your offer has expired",
  "offer.errors.expired.text": "This personal offer was valid for a limited time only and can no longer be ordered.",
  "offer.errors.expired.next":
    "Would you like a new offer? Your dealer or our customer service will be happy to create one for you.",
  "offer.errors.consumed.title": "You have already ordered this offer",
  "offer.errors.consumed.text": "We have already received an order for this offer. An offer can be ordered only once.",
  "offer.errors.consumed.next":
    "You received the confirmation of your order by email. Our customer service can help with any questions about the order.",
  "offer.errors.cancelled.title": "This offer has been withdrawn",
  "offer.errors.cancelled.text": "The offer was canceled and can no longer be ordered.",
  "offer.errors.cancelled.next": "If you are still interested, please contact your dealer or our customer service.",
  "offer.errors.blocked.title": "This offer is blocked",
  "offer.errors.blocked.text": "The offer is blocked at the moment and therefore cannot be opened.",
  "offer.errors.blocked.next": "Please call our customer service to find out why and what happens next.",
  "offer.errors.abandonedPayment.title": "The payment was not completed",
  "offer.errors.abandonedPayment.text":
    "The order for this offer was abandoned during payment. That is why the offer cannot be ordered again right now.",
  "offer.errors.abandonedPayment.next": "Our customer service will check the status of your order and help you.",
  "offer.errors.incompatibleState.title": "This offer cannot be processed right now",
  "offer.errors.incompatibleState.text": "Your offer is at a stage of processing in which this step is not possible.",
  "offer.errors.incompatibleState.next":
    "Please contact our customer service: they can see exactly where your offer stands.",
  "offer.errors.waitingForCapture.title": "Your payment is still being confirmed",
  "offer.errors.waitingForCapture.text":
    "We are still waiting for the payment provider to confirm your payment. This usually takes only a few minutes.",
  "offer.errors.waitingForCapture.next": "Please try again a little later, and do not pay a second time.",
  "offer.errors.reservationHotline.title": "Please call us to complete your order",
  "offer.errors.reservationHotline.text":
    "Your order could not be completed online. Our customer service can complete it for you.",
  "offer.errors.reservationHotline.next": "Please call our customer service and give them the error code shown below.",
  "offer.errors.reservationRetryLater.title": "We could not place a hold on the amount just now",
  "offer.errors.reservationRetryLater.text":
    "We could not place an authorization hold on the amount of your order just now. Nothing was ordered and nothing was charged.",
  "offer.errors.reservationRetryLater.next": "Please try again in a few minutes.",
  "offer.errors.reservationRetryDowntime.title": "The payment authorization service is not available right now",
  "offer.errors.reservationRetryDowntime.text":
    "The payment authorization service is undergoing maintenance. Nothing was ordered and nothing was charged.",
  "offer.errors.reservationRetryDowntime.next": "Please try again once the maintenance is over.",
  "offer.errors.reservationAmount.title": "We could not place a hold on the amount",
  "offer.errors.reservationAmount.text":
    "We could not place an authorization hold on the amount of this order on your payment method, for example because of a limit. Nothing was ordered.",
  "offer.errors.reservationAmount.next":
    "Please check your payment method or choose another one. Our customer service can help you with this.",
  "offer.errors.reservationNoOrder.title": "We found no order for this payment hold",
  "offer.errors.reservationNoOrder.text": "We could not find an order that matches the hold on your payment method.",
  "offer.errors.reservationNoOrder.next": "Please call our customer service so that we can sort this out for you.",
  "offer.errors.downtime.title": "Our online shop is under maintenance",
  "offer.errors.downtime.text":
    "Because of maintenance, offers cannot be opened at the moment. Your offer remains available.",
  "offer.errors.downtime.next": "Please try again once the maintenance is over.",
  "offer.errors.technical.title": "A technical problem occurred",
  "offer.errors.technical.text":
    "Because of a technical problem on our side, your offer cannot be reached right now. Your offer remains available.",
  "offer.errors.technical.next": "Please try again in a few minutes.",
  "offer.errors.missingData.title": "Some details for your order are still missing",
  "offer.errors.missingData.text":
    "We are missing details we need for the order, for example your date of birth, your personal details or your ID details.",
  "offer.errors.missingData.next": "Please open your offer and add your details, or let our customer service help you.",
  "offer.errors.noHardwareStock.title": "The device is not available right now",
  "offer.errors.noHardwareStock.text": "The device in your offer is out of stock at the moment. Nothing was ordered.",
  "offer.errors.noHardwareStock.next": "Your dealer or our customer service will gladly find an alternative with you.",
  "offer.errors.noPaymentMethods.title": "No payment method is available for this offer",
  "offer.errors.noPaymentMethods.text":
    "We cannot offer you a payment method online for this offer at the moment, so it cannot be ordered here.",
  "offer.errors.noPaymentMethods.next": "Please call our customer service: you can order your offer there.",
  "offer.errors.mismatch.title": "The offer does not match your request",
  "offer.errors.mismatch.text":
    "The details of your request do not match this offer, for example because the link belongs to another offer.",
  "offer.errors.mismatch.next":
    "Please open the link from your message again. If that does not help, our customer service will.",
  "offer.errors.unauthorized.title": "Please open your offer with your link",
  "offer.errors.unauthorized.text": "You are not signed in to this offer, or your sign-in has expired.",
  "offer.errors.unauthorized.next":
    "Open the link from your text message, email or letter again; it signs you in again. If it no longer works, your dealer or our customer service will send you a new link.",
  "offer.errors.forbidden.title": "This offer is not available to you",
  "offer.errors.forbidden.text":
    "You do not have access to this offer. A personal offer can only be opened by the person who received it.",
  "offer.errors.forbidden.next": "If you think this is a mistake, please contact your dealer or our customer service.",
  "offer.errors.notFound.title": "We could not find this offer",
  "offer.errors.notFound.text":
    "There is no offer for this link. The link may be incomplete because it was shortened when it was copied.",
  "offer.errors.notFound.next":
    "Please open the link directly from your message or letter. If that does not help, your dealer or our customer service will give you a new one.",
  "offer.errors.unexpected.title": "Your offer cannot be opened right now",
  "offer.errors.unexpected.text":
    "An unexpected error occurred while loading your offer. Your offer remains available.",
  "offer.errors.unexpected.next": "Please try again in a moment.",
  "offer.errors.documentsNotLoaded.title": "The contract documents could not be loaded",
  "offer.errors.documentsNotLoaded.text":
    "The documents for your offer (contract summary and pre-contractual information) cannot be retrieved right now. You cannot order without them.",
  "offer.errors.documentsNotLoaded.next": "Please try again in a few minutes.",
  "offer.errors.resetFailed.title": "The offer could not be reset",
  "offer.errors.resetFailed.text":
    "Your offer could not be reset to the beginning just now. The details you entered are unchanged.",
  "offer.errors.resetFailed.next": "Please try again.",
  "offer.errors.summaryNotLoaded.title": "The summary could not be loaded",
  "offer.errors.summaryNotLoaded.text":
    "The overview of your order cannot be retrieved right now. Nothing has been ordered yet.",
  "offer.errors.summaryNotLoaded.next": "Please try again in a few minutes.",
  "offer.errors.paymentAborted.title": "The payment was canceled",
  "offer.errors.paymentAborted.text":
    "The payment was canceled at the payment provider. Nothing was ordered and nothing was charged.",
  "offer.errors.paymentAborted.next": "You can open your offer again and repeat the payment.",
  "offer.errors.paymentFailed.title": "The payment did not go through",
  "offer.errors.paymentFailed.text": "The payment provider did not carry out the payment. Nothing was ordered.",
  "offer.errors.paymentFailed.next": "Please try again – with a different payment method if you prefer.",
  "offer.errors.general.title": "The offer is not available right now",
  "offer.errors.general.text": "Your personal offer cannot be shown at the moment.",
  "offer.errors.general.next":
    "Please open the link from your message again. If that does not help, your dealer or our customer service will.",
  "offer.errors.available.title": "Your offer is available",
  "offer.errors.available.text": "Everything is fine with your offer: you can open it and order.",
  "offer.errors.available.next": "There you will see prices and contract documents before you order anything.",

  "offer.landing.intro":
    "A personal offer is one we have put together just for you, for example a new smartphone, a different plan or the extension of your contract. It has its own page where you can see all prices and contract documents and order online.",
  "offer.landing.link.heading": "How to get to your offer",
  "offer.landing.link.intro": "You open your offer with a personal link. You receive it",
  "offer.landing.link.message": "by text message or email from {brand},",
  "offer.landing.link.letter": "by letter, as an address or QR code to type in or scan,",
  "offer.landing.link.dealer": "from your dealer or in the shop, for example after a consultation.",
  "offer.landing.link.personal": "The link is yours alone and valid for a limited time. Please do not pass it on.",
  "offer.landing.noLink.heading": "No link at hand?",
  "offer.landing.noLink.dealer": "Ask your dealer or shop: they can send you the link again or create a new offer.",
  "offer.landing.noLink.hotline": "Or call our customer service: {hotline} ({hours}).",
  "offer.landing.noLink.expired":
    "If your offer has expired, we will gladly create a new one if there is one for your contract.",
};
