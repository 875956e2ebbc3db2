/** Price period of the contract's price entries. */
export type PricePeriod = "monthly" | "once";

/** "1234567" → "1.234.567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/gu, ".");
}

/**
 * The price text: two decimals, comma, a space and the euro sign, a leading minus for
 * negative amounts; a missing price shows as zero. "12,99 €", "-5,00 €", "0,00 €". The same in every language.
 */
export function formatPrice(amount: number | string | null | undefined): string {
  const value = typeof amount === "string" ? Number(amount.replace(",", ".")) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return "0,00 €";
  const cents = Math.round(Math.abs(value) * 100);
  const sign = value < 0 && cents > 0 ? "-" : "";
  // Whole cents as digits, not Intl.NumberFormat: the format is fixed, and creating the first number format costs a
  // slow phone about 30 ms of main thread while the page hydrates.
  const euros = groupThousands(String(Math.floor(cents / 100)));
  return `${sign}${euros},${String(cents % 100).padStart(2, "0")} €`;
}
