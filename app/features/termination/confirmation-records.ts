import { clearDraft, clearDrafts, sessionDrafts } from "~/platform/forms/draft-storage";
import { selfcareDraftPrefix, terminationDraftKey } from "./selfcare-draft";
import type { ReceiptPayload } from "./termination-reply";
import { trackTermination } from "./termination-tracking";

const TRACKED_PREFIX = "termination-tracked:";

/** Tracks the submission once per receipt, also when the customer reloads the confirmation. */
function trackOnce(payload: ReceiptPayload, brand: string) {
  try {
    if (window.sessionStorage.getItem(TRACKED_PREFIX + payload.receipt.id)) return;
    window.sessionStorage.setItem(TRACKED_PREFIX + payload.receipt.id, "1");
  } catch {
    // Without storage a reload may count twice; better than never.
  }
  const event = payload.form === "default" ? "termination_submitted" : "selfcare_submitted";
  const choice = {
    serviceType: payload.receipt.serviceType,
    cancellationType: payload.receipt.cancellationType,
    selectTerminationDate: payload.dateChoice,
  };
  trackTermination(event, brand, choice, "success");
}

/**
 * What a confirmation does once it is shown: the sent form's draft goes (the self-care draft is kept per link; the
 * confirmation does not know the link's token, so all of them go), and the submission is tracked once per receipt.
 * Loaded by the confirmation after it is shown, with the forms' code it needs.
 */
export function recordConfirmation(payload: ReceiptPayload, brand: string): void {
  if (payload.form === "default") clearDraft(sessionDrafts(), terminationDraftKey(brand));
  else clearDrafts(sessionDrafts(), selfcareDraftPrefix(brand));
  trackOnce(payload, brand);
}
