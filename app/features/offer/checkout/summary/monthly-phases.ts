import type { OfferItem } from "~/platform/api/types";
import { priceLines } from "../../shop/offer-prices";

/** A stretch of months with one monthly total: months `from` to `to` (inclusive), or from `from` on when `to` is null. */
export interface MonthlyPhase {
  from: number;
  to: number | null;
  amount: number;
}

/**
 * How the monthly total changes when limited lines (a discount "for 12 months") end, so that the price before the
 * order button is not only the first months' (Preisangabenverordnung: the total to be paid). The first phase is
 * the offer's monthly total; each limited line leaves it after its last month. No limited line: no phases.
 */
export function monthlyPhases(items: readonly OfferItem[]): MonthlyPhase[] {
  const limited = items
    .flatMap((item) => priceLines(item))
    .filter((line) => line.period === "monthly" && line.durationMonths !== undefined);
  if (limited.length === 0) return [];
  let cents = Math.round(items.reduce((sum, item) => sum + item.totals.monthly.amount, 0) * 100);
  const ends = [...new Set(limited.map((line) => line.durationMonths as number))].sort((a, b) => a - b);
  const phases: MonthlyPhase[] = [];
  let from = 1;
  for (const end of ends) {
    phases.push({ from, to: end, amount: cents / 100 });
    for (const line of limited) if (line.durationMonths === end) cents -= Math.round(line.amount * 100);
    from = end + 1;
  }
  phases.push({ from, to: null, amount: cents / 100 });
  return phases;
}
