import type { HomeMessageKey } from "./de";

export const en: Record<HomeMessageKey, string> = {
  "home.title": "Welcome to {brand}",
  "home.intro": "Take care of everything about your mobile contract here – no sign-in needed.",
  "home.meta.description":
    "The {brand} online customer service: cancel contracts without signing in, open and order your personal offer – in German, English or Turkish.",
  "home.termination.heading": "Cancel a contract",
  "home.termination.text": "Want to cancel? You can do it online in a few steps.",
  "home.termination.cta": "Cancel contracts here",
  "home.offer.title": "Your personal offer",
  "home.offer.description": "Open the offer from your message and order it online.",
  "home.demo.title": "Demo scenarios",
  "home.demo.intro": "This environment uses the embedded demo backend. Each link opens one state of a flow.",
  "home.demo.empty": "No scenarios are available.",
  "home.demo.unavailable": "The scenarios could not be loaded.",
  "home.demo.area.offer": "Offer",
  "home.demo.area.idv": "Identity verification",
  "home.demo.area.termination": "Cancellation",
  "home.demo.area.selfcare": "Self-care cancellation",
  "home.demo.area.emailRejection": "Email rejection",
  "home.demo.area.entry": "Entry",
};
