/**
 * The design system's fixed UI constants. The date picker's are in `date-picker/date-picker-constants.ts` and the
 * offer slider's in `carousel/slider-constants.ts`, beside the code that loads only where they are used (this file
 * is part of every page's first script). Where a library has no equivalent option, the note says how the behaviour
 * is met instead.
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

/** Page transition: the old page fades out before the new one fades in; none under reduced motion. */
export const PAGE_TRANSITION = { mode: "out-in", durationMs: 150 } as const;
