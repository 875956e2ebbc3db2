/** Out-in page transition: the old page fades out, then the new one fades in. */
export type TransitionPhase = "idle" | "out" | "in";

export interface TransitionState {
  /** The page on screen; while it differs from the requested page, the old one is fading out. */
  shownKey: string;
  phase: TransitionPhase;
}

export type TransitionEvent =
  | { type: "navigate"; key: string; reducedMotion: boolean }
  | { type: "out-done"; key: string }
  | { type: "in-done" };

export function transitionReducer(state: TransitionState, event: TransitionEvent): TransitionState {
  switch (event.type) {
    case "navigate":
      if (event.key === state.shownKey) return state.phase === "out" ? { ...state, phase: "in" } : state;
      // Reduced motion: swap at once, no fading.
      if (event.reducedMotion) return { shownKey: event.key, phase: "idle" };
      return { ...state, phase: "out" };
    case "out-done":
      return { shownKey: event.key, phase: "in" };
    case "in-done":
      return state.phase === "in" ? { ...state, phase: "idle" } : state;
  }
}
