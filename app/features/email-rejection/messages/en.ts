import type { EmailRejectionMessageKey } from "./de";

export const en: Record<EmailRejectionMessageKey, string> = {
  "emailRejection.title": "Unsubscribe from emails",
  "emailRejection.intro":
    "Here you can unsubscribe from the {brand} emails this link belongs to. Nothing is saved until you click the button – opening the link alone changes nothing.",
  "emailRejection.button": "Unsubscribe from these emails",
  "emailRejection.retry": "Try again",
  "emailRejection.declined.headline": "You will no longer receive these emails",
  "emailRejection.declined.text":
    "We have saved your unsubscribe request. {brand} will no longer send you these emails. Messages about your contract, such as invoices, will still reach you.",
  "emailRejection.invalid.headline": "This link is incomplete",
  "emailRejection.invalid.text":
    "The link is missing details we need. Please open it directly from the {brand} email instead of typing or copying it.",
  "emailRejection.unknown.headline": "We do not recognize this link",
  "emailRejection.unknown.text":
    "The link may not have arrived in full – some email programs split long links. Please open it directly from the {brand} email.",
  "emailRejection.expired.headline": "This link has expired",
  "emailRejection.expired.text":
    "Unsubscribe links are only valid for a limited time. Please use the link in a more recent email from {brand}.",
  "emailRejection.failed.headline": "That did not work just now",
  "emailRejection.failed.text": "Your request could not be saved just now. Please try again in a few minutes.",
  "emailRejection.hotline": "Questions about emails from {brand}? Call us: {hotline} ({hours}).",
};
