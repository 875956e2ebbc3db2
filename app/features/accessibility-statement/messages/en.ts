import type { A11yStatementMessageKey } from "./de";

export const en: Record<A11yStatementMessageKey, string> = {
  "a11yStatement.title": "Accessibility statement",
  "a11yStatement.meta.description":
    "How accessible the {brand} online customer service is: status under EN 301 549 and WCAG, known limitations, where to send feedback and the competent market surveillance authority.",
  "a11yStatement.intro":
    "{brand} wants this online customer service – personal offers and ordering them, identity verification and contract cancellation – to be usable by everyone, as the German Accessibility Strengthening Act (BFSG) requires. This statement covers every page of this site.",
  "a11yStatement.status.heading": "Compliance status",
  "a11yStatement.status.text":
    "This service is partially compliant with EN 301 549 (WCAG 2.1, level AA). We test against the stricter WCAG 2.2 AA: automatically on every page in every brand and language, and by hand with the keyboard, 400% zoom and a screen reader. The limitations below are known.",
  "a11yStatement.service.heading": "Using the service accessibly",
  "a11yStatement.service.keyboard": "Every page and form can be used with the keyboard alone.",
  "a11yStatement.service.errors":
    "Errors are shown at the field and in a summary that receives focus after you submit.",
  "a11yStatement.service.zoom": "Pages can be zoomed to 400% without losing content; reduced motion is respected.",
  "a11yStatement.service.noScript":
    "Offers, ordering and cancellation also work without JavaScript – except signing in with a link that contains a sign-in code, which needs JavaScript.",
  "a11yStatement.limits.heading": "Known limitations",
  "a11yStatement.limits.combobox":
    "When you choose your nationality, the open list of suggestions hides the rest of the page from assistive technology until it is closed. The list itself works with the keyboard and screen readers.",
  "a11yStatement.limits.loginLink":
    "Signing in to an offer with a link that contains a sign-in code needs JavaScript. Without JavaScript, the page gives our hotline number, where we can help you with your offer.",
  "a11yStatement.limits.thirdParty":
    "The cookie consent dialog and content loaded through the tag manager after your consent come from third parties. Their accessibility is not fully in our hands.",
  "a11yStatement.limits.pdf":
    "The PDF documents (cancellation confirmation, contract summary, pre-contractual information) are not yet tagged, accessible PDFs. Their essential details are also shown on the page; on request we will send them to you in an accessible format.",
  "a11yStatement.feedback.heading": "Report barriers and contact",
  "a11yStatement.feedback.text":
    "Have you come across a barrier, or do you need content in another format? Call us: {hotline} ({hours}). We will answer as soon as we can.",
  "a11yStatement.feedback.written": "To reach us in writing, use the email address in our {imprint}.",
  "a11yStatement.feedback.imprint": "legal notice (Impressum)",
  "a11yStatement.enforcement.heading": "Enforcement procedure",
  "a11yStatement.enforcement.text":
    "If you believe this service does not meet the accessibility requirements and we do not resolve your concern satisfactorily, you can contact the competent market surveillance authority and ask it to take action:",
  "a11yStatement.enforcement.name":
    "Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)",
  "a11yStatement.enforcement.careOf":
    "c/o Ministerium für Arbeit, Soziales, Gesundheit und Gleichstellung Sachsen-Anhalt",
  "a11yStatement.enforcement.postbox": "Postfach 39 11 55",
  "a11yStatement.enforcement.city": "39135 Magdeburg, Germany",
  "a11yStatement.enforcement.phone": "Phone: {phone}",
  "a11yStatement.enforcement.email": "Email: {email}",
  "a11yStatement.enforcement.website": "About the MLBF (in German)",
  "a11yStatement.date.heading": "Date of this statement",
  "a11yStatement.date.text": "This statement was prepared on {created} and last reviewed on {reviewed}.",
};
