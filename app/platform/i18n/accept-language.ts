import { isLanguage, type Language } from "./languages";

/**
 * The best of the offered languages for an Accept-Language header (RFC 9110 quality values),
 * or undefined when the header names none of them.
 */
export function preferredLanguage(
  header: string | null | undefined,
  offered: readonly Language[],
): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .slice(0, 512)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", quality, index };
    })
    .filter((entry) => Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { base } of ranked) {
    if (isLanguage(base) && offered.includes(base)) return base;
  }
  return undefined;
}
