/** Price period of the specification's price entries. */
export type PricePeriod = "monthly" | "once";

const NUMBER = new Intl.NumberFormat("de-DE", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * The specification's price text (point 3): two decimals, comma, a space and the euro sign, a leading minus for
 * negative amounts; a missing price shows as zero. "12,99 €", "-5,00 €", "0,00 €". The same in every language.
 */
export function formatPrice(amount: number | string | null | undefined): string {
  const value = typeof amount === "string" ? Number(amount.replace(",", ".")) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return "0,00 €";
  const cents = Math.round(Math.abs(value) * 100);
  const sign = value < 0 && cents > 0 ? "-" : "";
  return `${sign}${NUMBER.format(cents / 100)} €`;
}
