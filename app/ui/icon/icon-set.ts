import type { BrandSlug } from "~/platform/brand/registry";

/** An icon is SVG path data on a 24×24 grid, drawn with the current text colour. */
export interface IconDefinition {
  paths: readonly string[];
  /** Stroked line icons (default) or filled shapes (drawn with the even-odd rule). */
  fill?: boolean;
}

export const DEFAULT_ICONS = {
  alert: { paths: ["M12 3 2 21h20L12 3Z", "M12 10v5", "M12 18h.01"] },
  "chevron-right": { paths: ["m9 5 7 7-7 7"] },
  "chevron-left": { paths: ["m15 5-7 7 7 7"] },
  "chevron-down": { paths: ["m5 9 7 7 7-7"] },
  check: { paths: ["m4 12 5 5L20 6"] },
  close: { paths: ["M6 6l12 12", "M18 6 6 18"] },
  info: { paths: ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z", "M12 11v6", "M12 7.5h.01"] },
  success: { paths: ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z", "m8 12 3 3 5-6"] },
  error: { paths: ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z", "M12 7v6", "M12 16.5h.01"] },
  phone: { paths: ["M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z"] },
  document: { paths: ["M6 3h8l4 4v14H6V3Z", "M14 3v4h4", "M9 12h6", "M9 16h6"] },
  download: { paths: ["M12 4v11", "m7 10 5 5 5-5", "M5 20h14"] },
  upload: { paths: ["M12 20V9", "m7 14 5-5 5 5", "M5 4h14"] },
  calendar: { paths: ["M4 6h16v14H4V6Z", "M4 10h16", "M8 3v5", "M16 3v5"] },
  globe: {
    paths: ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z", "M3 12h18", "M12 3c3 3.5 3 14.5 0 18", "M12 3c-3 3.5-3 14.5 0 18"],
  },
  offer: { paths: ["M4 4h9l7 7-9 9-7-7V4Z", "M8.5 8.5h.01"] },
  contract: { paths: ["M6 3h12v18H6V3Z", "M9 8h6", "M9 12h6", "M9 16h3"] },
  "chevron-up": { paths: ["m5 15 7-7 7 7"] },
  "arrow-left": { paths: ["M20 12H5", "m11 6-6 6 6 6"] },
  "arrow-right": { paths: ["M4 12h15", "m13 6 6 6-6 6"] },
  clock: { paths: ["M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z", "M12 7v5l3 2"] },
  plus: { paths: ["M12 5v14", "M5 12h14"] },
  minus: { paths: ["M5 12h14"] },
  trash: { paths: ["M4 7h16", "M9 7V4h6v3", "M6 7l1 13h10l1-13", "M10 11v6", "M14 11v6"] },
  refresh: { paths: ["M20 11a8 8 0 1 0-2.3 5.7", "M20 4v7h-7"] },
  device: { paths: ["M7 2h10v20H7V2Z", "M11 18h2"] },
  sim: { paths: ["M6 2h9l4 4v16H6V2Z", "M9 11h7v7H9v-7Z"] },
} as const satisfies Record<string, IconDefinition>;

export type IconName = keyof typeof DEFAULT_ICONS;

/** Brand-specific drawings; anything a brand leaves out falls back to the default set. */
export const BRAND_ICONS: Partial<Record<BrandSlug, Partial<Record<IconName, IconDefinition>>>> = {
  o2: { "chevron-right": { paths: ["m10 6 6 6-6 6"] }, "chevron-down": { paths: ["m6 10 6 6 6-6"] } },
  ayyildiz: { success: { paths: ["M12 2.5 14.6 8l6 .8-4.4 4.2 1.1 6L12 16.1 6.7 19l1.1-6L3.4 8.8l6-.8L12 2.5Z"] } },
  aetka: { "chevron-down": { paths: ["M5 8h14l-7 8-7-8Z"], fill: true } },
  aldi: {
    close: { paths: ["M5 5l14 14", "M19 5 5 19"] },
    alert: { paths: ["M8 3h8l5 5v8l-5 5H8l-5-5V8l5-5Z", "M12 8v5", "M12 16.5h.01"] },
  },
  nova: { check: { paths: ["M4 12.5c2 1.5 3.5 3 5 5 3-5 6.5-8.5 11-11"] } },
  ortel: { "chevron-right": { paths: ["M8 5h3l6 7-6 7H8l6-7-6-7Z"], fill: true } },
  // Filled icons use the even-odd rule, so inner shapes cut out of the outer one.
  spice: { info: { paths: ["M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Z M11 10h2v7h-2z M11 6.5h2v2h-2z"], fill: true } },
  blau: { check: { paths: ["m5 12.5 4.5 4.5L19 7.5"] } },
};

export function iconFor(brand: BrandSlug, name: IconName): IconDefinition {
  return BRAND_ICONS[brand]?.[name] ?? DEFAULT_ICONS[name];
}
