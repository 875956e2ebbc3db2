import type { PricePeriod } from "./format-price";

export interface PriceItem {
  label: string;
  /** Missing amounts count as zero. */
  amount: number | null | undefined;
  period: PricePeriod;
}

/** Sums of a split price: what is paid monthly and what is paid once; rounded to the cent. */
export function priceTotals(items: readonly PriceItem[]): Record<PricePeriod, number> {
  const cents = { monthly: 0, once: 0 };
  for (const item of items) {
    const amount = item.amount ?? 0;
    if (Number.isFinite(amount)) cents[item.period] += Math.round(amount * 100);
  }
  return { monthly: cents.monthly / 100, once: cents.once / 100 };
}
