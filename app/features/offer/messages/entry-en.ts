import type { OfferEntryMessageKey } from "./entry-de";

/** Texts of the offer area's entry screens (en): the offer login and the Novum entry. */
export const entryEn: Record<OfferEntryMessageKey, string> = {
  "offer.entry.hotline": "Questions? Our hotline: {hotline} ({hours}).",
  "offer.entry.landing": "More about the personal offer",
  "offer.entry.retry": "Try again",
  "offer.entry.forwarding": "Your offer is ready. You will be forwarded in a moment.",
  "offer.entry.continue": "Continue to your offer",
  "offer.entry.invalid.headline": "This link is incomplete",
  "offer.entry.invalid.text":
    "The link is missing the reference to your offer. Please open it directly from your message instead of typing or copying it.",
  "offer.entry.unknown.headline": "We do not recognize this link",
  "offer.entry.unknown.text":
    "The link may not have arrived in full. Please open it directly from your message. If that does not help, your dealer or our hotline can send you a new link.",
  "offer.entry.expired.headline": "This link has expired",
  "offer.entry.expired.text":
    "The link to your offer is only valid for a limited time. Your dealer or our hotline can send you a new link.",
  "offer.entry.failed.headline": "Your offer could not be loaded just now",
  "offer.entry.failed.text": "This is not your fault. Please try again in a few minutes.",
  "offer.login.signingIn": "Signing you in – one moment please.",
  "offer.login.ready": "You sign in with the code from your link.",
  "offer.login.missing.headline": "The sign-in code is missing from the link",
  "offer.login.missing.text":
    "Please open the link from your text message or email again, in full and without typing it. Your dealer or our hotline can send you a new link.",
  "offer.login.invalid.headline": "This sign-in code is not valid",
  "offer.login.invalid.text":
    "The code is wrong, has expired or has already been used. Open the link from your latest message, or ask your dealer or our hotline for a new link.",
  "offer.login.limited.headline": "Too many sign-in attempts",
  "offer.login.limited.text":
    "To protect your offer, we are not taking any more sign-in attempts right now. Please open the link from your message again from {time} (German time), in about {form, select, one {{count} minute} other {{count} minutes}}.",
  "offer.login.failed.headline": "Signing in did not work just now",
  "offer.login.failed.text": "This is not because of your code but a technical problem on our side. Please try again.",
};
