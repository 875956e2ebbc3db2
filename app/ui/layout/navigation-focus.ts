import { type RefObject, useEffect } from "react";

let hydrated = false;

/** Called once by the root after the first render; later page mounts are client navigations. */
export function markHydrated(): void {
  hydrated = true;
}

/** After a client navigation, focus moves to the new page's heading so screen readers announce it. */
export function useFocusOnNavigation(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (hydrated) ref.current?.focus({ preventScroll: false });
  }, [ref]);
}
