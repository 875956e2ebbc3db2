/**
 * Offer slider. Its defaults are Swiper's (the slider the product used before); the carousel uses Embla, which works with
 * attraction physics instead of fixed durations:
 * - speed 300 ms: Embla's `duration` is unitless (20-60); 25 settles in about 300 ms. Reduced motion uses 0-like jumps.
 * - touch angle 45°: Embla starts a drag only when the horizontal movement exceeds the vertical one, which is 45°.
 * - swipe threshold 10 px: Embla's `dragThreshold`.
 * - edge swipe threshold 20 px: touches that start this close to the screen edge are left to the browser
 *   (back/forward gestures), via Embla's `watchDrag`.
 * - resistance 0.85: Embla applies its own edge friction when dragging past the first or last slide; not tunable.
 * - long swipe 300 ms / ratio 0.5: Embla's drag force picks the target snap; with `skipSnaps: false` a long swipe
 *   moves one slide, as Swiper's long-swipe rule does for one-slide views.
 * - max backface-hidden slides 10 and double-tap 300 ms: Swiper rendering and zoom details with no Embla
 *   counterpart; slides use no 3D transforms and the slider has no zoom.
 */
export const SLIDER = {
  speedMs: 300,
  emblaDuration: 25,
  longSwipeMs: 300,
  longSwipeRatio: 0.5,
  touchAngle: 45,
  resistanceRatio: 0.85,
  swipeThreshold: 10,
  edgeSwipeThreshold: 20,
  maxBackfaceHiddenSlides: 10,
  doubleTapMs: 300,
} as const;
