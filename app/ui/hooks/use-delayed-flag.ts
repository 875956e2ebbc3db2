import { useEffect, useState } from "react";
import { ASYNC_DELAY_MS } from "../constants";

/** True once `active` has stayed true for `delayMs`; loading indicators use it so fast loads do not flicker. */
export function useDelayedFlag(active: boolean, delayMs: number = ASYNC_DELAY_MS): boolean {
  const [shown, setShown] = useState(active && delayMs <= 0);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    if (delayMs <= 0) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}
