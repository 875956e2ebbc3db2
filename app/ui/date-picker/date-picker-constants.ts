/** The date picker's fixed UI constants; the others are in `ui/constants.ts`. */

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
