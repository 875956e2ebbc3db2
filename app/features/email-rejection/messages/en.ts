import type { EmailRejectionMessageKey } from "./de";

export const en: Record<EmailRejectionMessageKey, string> = {
  "emailRejection.title": "Stop receiving e-mails",
  "emailRejection.intro":
    "Here you can unsubscribe from the {brand} e-mails this link belongs to. Nothing is saved until you click the button – opening the link alone changes nothing.",
  "emailRejection.button": "Stop receiving e-mails",
  "emailRejection.retry": "Try again",
  "emailRejection.declined.headline": "You will no longer receive these e-mails",
  "emailRejection.declined.text":
    "We have saved your request. {brand} will no longer send you these e-mails. Messages about your contract, such as invoices, will still reach you.",
  "emailRejection.invalid.headline": "This link is incomplete",
  "emailRejection.invalid.text":
    "The link is missing details we need. Please open it directly from the {brand} e-mail instead of typing or copying it.",
  "emailRejection.unknown.headline": "We do not recognise this link",
  "emailRejection.unknown.text":
    "The link may not have arrived in full – some e-mail programs split long links. Please open it directly from the {brand} e-mail.",
  "emailRejection.expired.headline": "This link has expired",
  "emailRejection.expired.text":
    "Unsubscribe links are only valid for a limited time. Please use the link in a more recent e-mail from {brand}.",
  "emailRejection.failed.headline": "That did not work just now",
  "emailRejection.failed.text": "Your request could not be saved just now. Please try again in a few minutes.",
  "emailRejection.hotline": "Questions about e-mails from {brand}? Call us: {hotline} ({hours}).",
};
