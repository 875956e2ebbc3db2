import { type DraftStorage, loadDraft, saveDraft, sessionDrafts } from "~/platform/forms/draft-storage";
import { selfcareDraftKey, terminationDraftKey } from "./selfcare-draft";

/** What the default form can take over from a self-care draft: the fields both forms have. */
const CARRIED = ["cancellationType", "reason", "selectTerminationDate", "terminationDate", "email"];

/**
 * When a self-care link stops working after the customer sent the form, the default form takes over what they
 * had entered: its draft gets the self-care draft's shared fields (over an older draft of its own). Returns
 * whether there was anything to take over.
 */
export function carrySelfcareDraft(store: DraftStorage | null, brand: string, token: string): boolean {
  const selfcare = loadDraft(store, selfcareDraftKey(brand, token));
  if (!selfcare) return false;
  const carried = Object.fromEntries(Object.entries(selfcare).filter(([name]) => CARRIED.includes(name)));
  if (Object.keys(carried).length === 0) return false;
  saveDraft(store, terminationDraftKey(brand), { ...loadDraft(store, terminationDraftKey(brand)), ...carried });
  return true;
}

/** carrySelfcareDraft on this tab's session storage (the error page loads this module on the click). */
export function carryIntoTerminationForm(brand: string, token: string): boolean {
  return carrySelfcareDraft(sessionDrafts(), brand, token);
}
