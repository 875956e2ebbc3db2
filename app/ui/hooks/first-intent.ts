/** The first signs that the customer is using the page: a touch or click, a key, focus moving into it. */
const INTENT_EVENTS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Calls `callback` once, at the customer's first touch, click, key or focus on the page; returns a function that
 * stops waiting. For work a page only needs once it is used (rich controls, overlay code): a page that is only read
 * never pays for it, and on a slow phone it no longer lands while the page is still settling after hydration.
 */
export function onFirstIntent(callback: () => void): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
  };
  function start() {
    stop();
    callback();
  }
  for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}
