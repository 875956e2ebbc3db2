import type { Schemas } from "./http.ts";

type PricePeriod = Schemas["PricePeriod"];
type PriceItemType = Schemas["PriceItemType"];

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** German display text: two decimals, comma, thousands dots, space, euro sign ("-5,00 €"). */
export function formatEuro(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const euros = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const sign = amount < 0 && cents > 0 ? "-" : "";
  return `${sign}${euros},${String(cents % 100).padStart(2, "0")} €`;
}

export function priceEntry(type: PricePeriod, amount: number): Schemas["PriceEntry"] {
  return { type, amount: round2(amount), formatted: formatEuro(amount) };
}

export function priceItem(
  type: PriceItemType,
  period: PricePeriod,
  label: string,
  amount: number,
  durationMonths?: number,
): Schemas["PriceItem"] {
  const item: Schemas["PriceItem"] = { type, period, label, amount: round2(amount), formatted: formatEuro(amount) };
  if (durationMonths !== undefined) item.durationMonths = durationMonths;
  return item;
}

export function sumPeriod(items: readonly Schemas["PriceItem"][], period: PricePeriod): number {
  return round2(items.filter((item) => item.period === period).reduce((sum, item) => sum + item.amount, 0));
}

/** Price entries of a product: one per period that has items. */
export function pricesOf(items: readonly Schemas["PriceItem"][]): Schemas["PriceEntry"][] {
  const periods: PricePeriod[] = ["once", "monthly"];
  return periods
    .filter((period) => items.some((item) => item.period === period))
    .map((period) => priceEntry(period, sumPeriod(items, period)));
}
