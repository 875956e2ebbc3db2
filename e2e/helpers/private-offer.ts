/**
 * A private copy of a demo offer (`demo-offer-tm~k3f9a2`): the demo backend serves it with its own state, so a
 * test may save data or order without changing the shared demo offer other specs (the scenario sweep, the
 * preview) expect as seeded, and parallel workers never meet on one offer.
 */
export function privateOffer(token: string): string {
  return `${token}~${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
