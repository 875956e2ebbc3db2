/** Price period of the contract's price entries. */
export type PricePeriod = "monthly" | "once";

/** U+202F narrow no-break space: the thousands separator on English pages. */
export const NARROW_NO_BREAK_SPACE = "\u202F";

/**
 * "1234567" → "1.234.567" in German and Turkish, "1 234 567" on English pages. The comma decimal is specified for
 * every language, so the grouping must never look like a decimal mark: German and Turkish readers group with a dot,
 * as their own conventions do; an English reader takes "1.299,00" for one point three, so English pages group with
 * a narrow no-break space (the SI and ISO 80000 grouping, which never breaks across lines). Decision record 0010.
 */
function groupThousands(digits: string, locale: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/gu, locale.startsWith("en") ? NARROW_NO_BREAK_SPACE : ".");
}

/**
 * The price text: two decimals, comma, a space and the euro sign, a leading minus for negative amounts; a missing
 * price shows as zero. "12,99 €", "-5,00 €", "0,00 €"; thousands grouped as the page's locale reads them
 * unambiguously ("1.299,00 €" in de-DE and tr-TR, "1 299,00 €" in en-US).
 */
export function formatPrice(amount: number | string | null | undefined, locale = "de-DE"): string {
  const value = typeof amount === "string" ? Number(amount.replace(",", ".")) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return "0,00 €";
  const cents = Math.round(Math.abs(value) * 100);
  const sign = value < 0 && cents > 0 ? "-" : "";
  // Whole cents as digits, not Intl.NumberFormat: the format is fixed, and creating the first number format costs a
  // slow phone about 30 ms of main thread while the page hydrates.
  const euros = groupThousands(String(Math.floor(cents / 100)), locale);
  return `${sign}${euros},${String(cents % 100).padStart(2, "0")} €`;
}
