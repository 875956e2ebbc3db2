import type { EmblaOptionsType } from "embla-carousel";
import { SLIDER } from "./slider-constants";

type PointerLike = { clientX: number; pointerType?: string } | { touches: ArrayLike<{ clientX: number }> };

function startX(event: PointerLike): number | null {
  if ("touches" in event) return event.touches[0]?.clientX ?? null;
  return event.clientX;
}

/** A touch that starts this close to the screen edge belongs to the browser (back/forward swipe), not the slider. */
export function startsAtScreenEdge(
  x: number,
  screenWidth: number,
  threshold: number = SLIDER.edgeSwipeThreshold,
): boolean {
  return x <= threshold || x >= screenWidth - threshold;
}

/** Embla options for the slider defaults (see SLIDER in constants.ts for the mapping). */
export function sliderOptions(reducedMotion: boolean): EmblaOptionsType {
  return {
    align: "start",
    // One snap per slide, so "slide n of m" is true even when several slides fit the view.
    containScroll: "keepSnaps",
    loop: false,
    skipSnaps: false,
    dragThreshold: SLIDER.swipeThreshold,
    // Reduced motion: the shortest settling Embla allows for drags; buttons and keys jump without animation.
    duration: reducedMotion ? 20 : SLIDER.emblaDuration,
    watchDrag: (_api, event) => {
      const isTouch = "touches" in event || (event as PointerEvent).pointerType === "touch";
      const x = startX(event as PointerLike);
      return !(isTouch && x !== null && startsAtScreenEdge(x, window.innerWidth));
    },
  };
}
