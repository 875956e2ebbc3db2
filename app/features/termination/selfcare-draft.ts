/**
 * Where the termination forms keep their drafts, and the self-care confirmation's query: plain keys, which the
 * confirmations need too (they clear the sent form's draft) without the draft code (selfcare-draft-carry.ts).
 */

/** The confirmation's query when a link's termination had been sent before: the page says it counts once. */
export const REPEATED_QUERY = "erneut";

/** The self-care form's draft: per brand and link, so two links' entries never mix. */
export function selfcareDraftKey(brand: string, token: string): string {
  return `${selfcareDraftPrefix(brand)}${token}`;
}

export function selfcareDraftPrefix(brand: string): string {
  return `selfcare:${brand}:`;
}

export function terminationDraftKey(brand: string): string {
  return `termination:${brand}`;
}
