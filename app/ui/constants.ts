/**
 * The specification's UI constants (point 9) in one place. Where a library has no equivalent option,
 * the note says how the behaviour is met instead.
 */

/** Spinner diameters in px. */
export const SPINNER_SIZES = { small: 16, medium: 24, large: 64 } as const;
export type SpinnerSize = keyof typeof SPINNER_SIZES;

/** Default icon size inside a button, px. */
export const BUTTON_ICON_SIZE = 18;

/** Trailing state icon of a tile link, px. */
export const TILE_STATE_ICON_SIZE = 14;

/** Loading skeleton: default width is picked per instance between these percentages; height in px. */
export const SKELETON_WIDTH_RANGE = { min: 80, max: 100 } as const;
export const SKELETON_HEIGHT = 16;

/** Loading indicators (spinner, skeleton) appear only after this delay, so fast loads do not flicker. */
export const ASYNC_DELAY_MS = 200;

/** Date picker. */
export const DATE_PICKER = {
  /** Below this viewport width (px) the calendar opens as a full-screen sheet instead of a popover. */
  mobileBreakpoint: 600,
  /** A horizontal swipe longer than this (px) on the calendar changes the month. */
  swipeThreshold: 10,
  /**
   * Pause (ms) before the next month change may follow, by source: a wheel turn locks for 500 ms
   * (trackpad inertia would otherwise flip through months), a swipe for 100 ms, buttons and keys not at all.
   */
  monthChangeDelay: { wheel: 500, swipe: 100, button: 0 },
  /** Years offered when no year range is given. */
  yearRange: [1900, 2100] as const,
} as const;

/**
 * Offer slider. The specification's defaults are Swiper's; the carousel uses Embla, which works with
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

/** Page transition: the old page fades out before the new one fades in; none under reduced motion. */
export const PAGE_TRANSITION = { mode: "out-in", durationMs: 150 } as const;
