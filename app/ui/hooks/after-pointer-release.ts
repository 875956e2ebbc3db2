import { useEffect, useRef, useState } from "react";

/**
 * Whether a mouse button, pen or finger is down on the page, tracked from the first call on. Module state: one
 * pair of document listeners serves every field.
 */
let pressed = false;
let tracking = false;

export function trackPointer(): void {
  if (tracking || typeof document === "undefined") return;
  tracking = true;
  document.addEventListener("pointerdown", () => (pressed = true), { capture: true, passive: true });
  for (const type of ["pointerup", "pointercancel"] as const) {
    document.addEventListener(type, () => (pressed = false), { capture: true, passive: true });
  }
}

/**
 * Runs `show` now, or, when a pointer is down, in the task after it is released: after the click it started.
 * For what a field shows when it loses focus (a date's error): a press on the submit button blurs the field, and
 * a message appearing between press and release pushes the button away from under the pointer, so the click
 * never happens. Call `trackPointer()` early (when the field mounts) so that the press itself is seen.
 */
export function afterPointerRelease(show: () => void): void {
  if (!pressed) {
    show();
    return;
  }
  const release = () => {
    document.removeEventListener("pointerup", release, true);
    document.removeEventListener("pointercancel", release, true);
    setTimeout(show, 0);
  };
  document.addEventListener("pointerup", release, true);
  document.addEventListener("pointercancel", release, true);
}

/**
 * A field's problem found on leaving it (a typed date), shown through `afterPointerRelease`; clearing it is
 * immediate, and a newer problem or clearing wins over one still waiting for the release.
 */
export function useProblemAfterRelease<P>(): [problem: P | null, show: (next: P | null) => void] {
  const [problem, setProblem] = useState<P | null>(null);
  const latest = useRef(0);
  useEffect(trackPointer, []);
  const show = (next: P | null) => {
    const mine = ++latest.current;
    if (next === null) setProblem(null);
    else afterPointerRelease(() => mine === latest.current && setProblem(next));
  };
  return [problem, show];
}
