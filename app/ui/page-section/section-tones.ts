export type SectionColor = "default" | "muted" | "brand" | "on-brand";
export type SectionBackground = "none" | "surface" | "brand-surface" | "brand";

/**
 * The text colour actually used on a background: only pairs the contrast test covers. On the brand colour text
 * is always the on-brand colour; the on-brand colour on a light background falls back to the default text.
 */
export function sectionTones(
  color: SectionColor | undefined,
  background: SectionBackground,
): { color: SectionColor; background: SectionBackground } {
  if (background === "brand") return { color: "on-brand", background };
  if (color === undefined || color === "on-brand") return { color: "default", background };
  return { color, background };
}
