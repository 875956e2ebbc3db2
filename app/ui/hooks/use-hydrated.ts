import { startTransition, useEffect, useState } from "react";

/** Set once the first hydration has committed: parts mounted after that start enhanced. Never set on the server. */
let hydrated = false;

/**
 * False on the server and during hydration, true afterwards: progressive enhancements switch on with it.
 * The switch is a transition: React renders the enhanced form in slices it can interrupt. A store read through
 * `useSyncExternalStore` with a different server snapshot made React render it again synchronously, in the task
 * that runs hydration's effects (a 60 ms task on `/kuendigung` at Lighthouse's 4× slowdown; decision 0006).
 */
export function useHydrated(): boolean {
  const [enhanced, setEnhanced] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!enhanced) startTransition(() => setEnhanced(true));
  }, [enhanced]);
  return enhanced;
}
