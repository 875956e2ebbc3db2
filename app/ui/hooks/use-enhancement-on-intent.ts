import { type RefObject, startTransition, useEffect, useState } from "react";
import { onFirstIntent } from "./first-intent";

/**
 * True once the customer has started to use the page, the rich version of a control has loaded, and the plain
 * control does not have focus (a customer who is already choosing is never interrupted). Until then, and without
 * JavaScript, the plain native control does the job. A page that is only read never loads nor renders the rich
 * control: on a slow phone that swap is a few hundred milliseconds of main-thread work.
 */
export function useEnhancementOnIntent(load: () => Promise<unknown>, plain: RefObject<HTMLElement | null>): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    let cancelled = false;
    // A transition: React renders the rich control in slices and yields to input in between, so the swap is
    // no long task on a slow phone (Lighthouse counted each swap as 100-170 ms of blocking time).
    const enhance = () => startTransition(() => setEnhanced(true));
    const swap = () => {
      const element = plain.current;
      if (element && document.activeElement === element) {
        element.addEventListener("blur", () => !cancelled && enhance(), { once: true });
      } else if (!cancelled) {
        enhance();
      }
    };
    const stop = onFirstIntent(() => {
      load().then(swap, () => {
        // The plain control keeps working when the rich code cannot be loaded.
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [load, plain]);
  return enhanced;
}
