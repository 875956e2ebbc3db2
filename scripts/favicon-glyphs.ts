/**
 * The favicon's letters as stroked paths, so the favicon draws without a font: an SVG favicon with <text> made the
 * browser look up and shape a font to rasterise it, a 15–50 ms main-thread task on every first page load
 * (decision 0006). Each glyph sits in a box of its width and 14 units high (cap height; the baseline at y = 14,
 * lower-case letters from y = 5), drawn with a round stroke. Only the letters the brands' favicons use are here.
 */
export interface Glyph {
  width: number;
  d: string;
}

export const CAP_HEIGHT = 14;

export const FAVICON_GLYPHS: Readonly<Record<string, Glyph>> = {
  A: { width: 10, d: "M0 14L5 0L10 14M1.9 9H8.1" },
  N: { width: 9, d: "M0 14V0L9 14V0" },
  O: { width: 11, d: "M5.5 0C8.6 0 11 3.1 11 7S8.6 14 5.5 14 0 10.9 0 7 2.4 0 5.5 0Z" },
  b: { width: 8.5, d: "M0 0V14M0 9.5C0 6.8 1.9 5 4.25 5S8.5 6.8 8.5 9.5 6.6 14 4.25 14 0 12.2 0 9.5" },
  s: {
    width: 7.5,
    d: "M7.1 6.4C6.5 5.4 5.3 5 3.9 5 2 5 0.6 5.9 0.6 7.3 0.6 10.4 7.2 8.7 7.2 11.7 7.2 13.2 5.7 14 3.8 14 2.1 14 0.8 13.4 0.2 12.3",
  },
  "2": { width: 8.5, d: "M0.3 3.2C0.9 1.1 2.6 0 4.4 0 6.6 0 8.3 1.6 8.3 3.8 8.3 5.6 7.2 6.9 5.6 8.3L0 14H8.5" },
};

/** Space between two letters, in glyph units. */
export const LETTER_GAP = 2.2;
