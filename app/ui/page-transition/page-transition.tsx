import { type ReactNode, useEffect, useReducer, useRef } from "react";
import { PAGE_TRANSITION } from "../constants";
import { useReducedMotion } from "../hooks/use-media-query";
import styles from "./page-transition.module.css";
import { transitionReducer } from "./transition-state";

interface PageTransitionProps {
  /** Identifies the page (e.g. the location's pathname); a new key starts the transition. */
  transitionKey: string;
  /** The current page, e.g. React Router's `useOutlet()` element (it keeps rendering the old route while fading). */
  children: ReactNode;
}

/** Fades between pages, out-in: the old page fades out, then the new one fades in. None under reduced motion. */
export function PageTransition({ transitionKey, children }: PageTransitionProps) {
  const reducedMotion = useReducedMotion();
  const [state, dispatch] = useReducer(transitionReducer, { shownKey: transitionKey, phase: "idle" });
  const snapshot = useRef<ReactNode>(children);
  const latestKey = useRef(transitionKey);
  latestKey.current = transitionKey;
  // Under reduced motion the new page shows at once; the reducer catches up in its effect.
  const showingOld = !reducedMotion && transitionKey !== state.shownKey;
  // The old page stays on screen while it fades out; remember the last content of the page that is shown.
  if (!showingOld) snapshot.current = children;

  useEffect(() => {
    dispatch({ type: "navigate", key: transitionKey, reducedMotion });
  }, [transitionKey, reducedMotion]);

  useEffect(() => {
    if (state.phase === "idle") return;
    const timer = setTimeout(
      () => dispatch(state.phase === "out" ? { type: "out-done", key: latestKey.current } : { type: "in-done" }),
      PAGE_TRANSITION.durationMs,
    );
    return () => clearTimeout(timer);
  }, [state.phase]);

  const phase = showingOld ? "out" : reducedMotion ? "idle" : state.phase;
  return (
    <div className={styles.transition} data-phase={phase}>
      {showingOld ? snapshot.current : children}
    </div>
  );
}
