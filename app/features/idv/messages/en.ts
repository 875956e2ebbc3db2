import type { IdvMessageKey } from "./de";

export const en: Record<IdvMessageKey, string> = {
  "idv.main.title": "Identity verification",
  "idv.main.intro":
    "Before we can carry out your order, we need to verify your identity – the law requires this for every mobile line, prepaid cards included (§ 172 TKG). Choose how you would like to identify yourself.",
  "idv.main.legend": "Identification method",
  "idv.main.submit": "Continue",
  "idv.main.recommended": "Recommended",
  "idv.main.duration":
    "Takes about {form, select, one {{count} minute} other {{count} minutes}} · Provider: {provider}",
  "idv.main.problem.choose": "Please choose a method.",
  "idv.main.problem.notAvailable": "This method is not available for your order. Please choose another one.",
  "idv.main.problem.failed": "The method could not be started just now. Please try again.",
  "idv.method.videoIdent.name": "Video identification",
  "idv.method.videoIdent.needs":
    "You need: ID card or passport, a device with camera and microphone, a quiet and well-lit place.",
  "idv.method.eId.name": "Online ID card (eID)",
  "idv.method.eId.needs":
    "You need: a German ID card, electronic residence permit or EU citizen eID card with the online ID function activated, your six-digit PIN, a smartphone with NFC.",
  "idv.method.postIdentBranch.name": "PostIdent at a branch",
  "idv.method.postIdentBranch.needs":
    "You need: ID card or passport, the PostIdent coupon we show you next, and a visit to a Deutsche Post branch.",
  "idv.method.postIdentVideo.name": "PostIdent by video",
  "idv.method.postIdentVideo.needs": "You need: ID card or passport, a device with camera and microphone.",
  "idv.method.postIdentEid.name": "PostIdent with the online ID card",
  "idv.method.postIdentEid.needs":
    "You need: a German ID card, electronic residence permit or EU citizen eID card with the online ID function activated, your PIN, a smartphone with NFC.",
  "idv.method.postIdentPhoto.name": "PostIdent by photo",
  "idv.method.postIdentPhoto.needs":
    "You need: ID card or passport and a smartphone with a camera for photos of the document and a selfie.",
  "idv.method.otp.name": "One-time code by text message",
  "idv.method.otp.needs": "You need: the phone with the number from your order; the code arrives by text message.",
  "idv.next": "What happens next?",
  "idv.help": "Questions? Our hotline {hotline} is glad to help.",
  "idv.retry": "Try again",
  "idv.toSelection": "Back to the choice of methods",
  "idv.submitted.title": "Continue identity verification",
  "idv.submitted.text":
    "You chose “{method}” but have not started the verification yet. Continue it or choose another method.",
  "idv.submitted.continue": "Continue with “{method}”",
  "idv.submitted.other": "Or choose another method",
  "idv.cancelled.title": "The order was canceled",
  "idv.cancelled.text": "The order this identity verification belongs to was canceled, so no identification is needed.",
  "idv.cancelled.next": "If you would still like a contract, please order again or give us a call.",
  "idv.noMethods.title": "Identity verification not possible online",
  "idv.noMethods.text": "No identification method is available for your order at the moment.",
  "idv.noMethods.next": "Please give us a call – we will find a way together.",
  "idv.hotline.title": "Please give us a call",
  "idv.hotline.text": "Before the identity verification can continue, we need to clarify something about your order.",
  "idv.hotline.next": "Our hotline will help you.",
  "idv.downtime.title": "Maintenance",
  "idv.downtime.text": "Identity verification is unavailable at the moment because of maintenance.",
  "idv.downtime.until": "Expected to be available again from {until} (German time).",
  "idv.downtime.next": "Please try again later. Your link stays valid.",
  "idv.technical.title": "Technical problem",
  "idv.technical.text": "A technical problem occurred during the identity verification.",
  "idv.technical.next": "Please try again in a few minutes.",
  "idv.notFound.title": "We do not recognize this link",
  "idv.notFound.text": "There is no identity verification for this link. Perhaps it was not copied completely.",
  "idv.notFound.next": "Please open the link from your message again or give us a call.",
  "idv.unexpected.text":
    "Something unexpected went wrong during the identity verification. Your verification is not lost.",
  "idv.unexpected.next": "Please try again.",
  "idv.failed.title": "Identity verification failed",
  "idv.failed.text": "Your identity could not be confirmed.",
  "idv.failed.retry": "You can try again, with the same or a different method.",
  "idv.failed.final":
    "Another attempt online is not possible. Please give us a call – we will work out with you how to proceed.",
  "idv.expired.title": "The link has expired",
  "idv.expired.text": "The deadline for this identity verification has passed.",
  "idv.expired.next": "Please give us a call. We will send you a new link or help you with your order.",
  "idv.pending.title": "Identity verification in progress",
  "idv.pending.text": "Thank you! We have your details; the result of the check is still pending.",
  "idv.pending.next":
    "This usually takes only a few minutes. You may also close this page: we will inform you by email.",
  "idv.pending.checking": "This page updates automatically.",
  "idv.pending.stopped": "Automatic checking has stopped. Check the status yourself if needed.",
  "idv.pending.refresh": "Check status now",
  "idv.success.title": "Identity verification successful",
  "idv.success.text": "Thank you, your identity is confirmed.",
  "idv.success.next":
    "We are now carrying out your order and will send you a confirmation by email. Your SIM card will be activated afterwards.",
  "idv.consumed.title": "This link has already been used",
  "idv.consumed.text": "This identity verification has already been accepted.",
  "idv.consumed.next": "There is nothing more for you to do; your order is being processed.",
  "idv.completed.title": "Identity verification completed",
  "idv.completed.text": "This identity verification has been completed.",
  "idv.completed.next": "There is nothing more for you to do. We will keep you informed about your order by email.",
  "idv.postIdent.title": "Identification with PostIdent",
  "idv.postIdent.text": "Take this coupon and your ID card or passport to a Deutsche Post branch.",
  "idv.postIdent.coupon": "Your PostIdent coupon",
  "idv.postIdent.reference": "Reference number",
  "idv.postIdent.validUntil": "Valid until {date}",
  "idv.postIdent.couponHint":
    "Please show this coupon with your ID card or passport at a Deutsche Post branch. The identification is for your contract with {brand}.",
  "idv.postIdent.print": "Print coupon",
  "idv.postIdent.download": "Download coupon",
  "idv.postIdent.fileName": "postident-coupon.txt",
  "idv.postIdent.file":
    "PostIdent coupon ({brand})\nReference number: {code}\nValid until: {date}\nPlease show it with your ID card or passport at a Deutsche Post branch.",
  "idv.postIdent.branchTitle": "How to find a branch",
  "idv.postIdent.branchText":
    "Deutsche Post’s {finder} shows branches and opening hours, also in the “Post & DHL” app. After your visit the check usually takes one or two business days.",
  "idv.postIdent.finder": "branch finder",
  "idv.main.privacy":
    "How we and the providers process your data during identification: our privacy notice (opens in a new window)",
  "idv.method.videoIdent.shared":
    "Shared with {provider}: your name and date of birth from your order, images of your ID and a video and audio recording of the call.",
  "idv.method.eId.shared":
    "Shared with {provider}: your name and date of birth from your order and the data on your ID card’s chip (name, date of birth, address) – no photos, no video.",
  "idv.method.postIdentBranch.shared":
    "Shared with {provider}: your name, date of birth and address from your order; at the branch, the details of your ID are recorded.",
  "idv.method.postIdentVideo.shared":
    "Shared with {provider}: your name, date of birth and address from your order, images of your ID and a video and audio recording of the call.",
  "idv.method.postIdentEid.shared":
    "Shared with {provider}: your name, date of birth and address from your order and the data on your ID card’s chip – no photos, no video.",
  "idv.method.postIdentPhoto.shared":
    "Shared with {provider}: your name, date of birth and address from your order, photos of your ID and a selfie.",
  "idv.method.otp.shared": "For the code we only use the mobile number from your order – no ID data, no images.",
  "idv.pending.pollFailed": "We could not check the status just now. We will try again shortly.",
  "idv.pending.otp.text": "We have sent a one-time code by text message to {number}.",
  "idv.pending.otp.textNoNumber": "We have sent a one-time code by text message to the mobile number in your order.",
  "idv.pending.otp.next":
    "Confirm with the code as the text message describes – this page then moves on by itself. No message yet? Wait a few minutes; if nothing arrives, please call us.",
  "idv.failed.methodsUnavailable": "We could not load the methods for another attempt just now.",
  "idv.failed.reload": "Reload page",
};
