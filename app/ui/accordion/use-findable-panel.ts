import { type RefObject, useEffect, useRef } from "react";

/**
 * Lets the browser's find-in-page reveal a closed panel (hidden="until-found", set after hydration because React
 * only knows boolean `hidden`), and reports the reveal so the open state follows; reverts when it does not.
 */
export function useFindablePanel(panel: RefObject<HTMLElement | null>, open: boolean, onFound: () => void): void {
  const latest = useRef({ open, onFound });

  useEffect(() => {
    latest.current = { open, onFound };
    if (!open) panel.current?.setAttribute("hidden", "until-found");
  });

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    let frame = 0;
    const onBeforeMatch = () => {
      latest.current.onFound();
      // The browser has removed `hidden`; if the owner kept the item closed, hide it again.
      frame = requestAnimationFrame(() => {
        if (!latest.current.open) element.setAttribute("hidden", "until-found");
      });
    };
    element.addEventListener("beforematch", onBeforeMatch);
    return () => {
      element.removeEventListener("beforematch", onBeforeMatch);
      cancelAnimationFrame(frame);
    };
  }, [panel]);
}
