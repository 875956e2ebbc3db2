import { type RefObject, startTransition, useEffect, useState } from "react";

/**
 * True once the rich version of a control has loaded (when the browser is idle) and the plain control does not
 * have focus, so a user who is already choosing is never interrupted. Until then, and without JavaScript, the
 * plain native control does the job.
 */
export function useIdleEnhancement(load: () => Promise<unknown>, plain: RefObject<HTMLElement | null>): boolean {
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
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      load().then(swap, () => {
        // The plain control keeps working when the rich code cannot be loaded.
      });
    });
    return () => {
      cancelled = true;
      cancel(handle);
    };
  }, [load, plain]);
  return enhanced;
}
