import type { useT } from "~/platform/i18n/i18n";

/**
 * A number of months (a minimum term, a discount's duration): "1 Monat", "24 Monate"; none is "keine", not "0 Monate". Chosen here instead of an
 * ICU plural, whose first use in the browser creates `Intl.PluralRules` and `Intl.NumberFormat`, a 25 ms task during the offer page's hydration (100 ms
 * at Lighthouse's 4× slowdown; decision 0006). For whole numbers, German, English and Turkish all use their
 * singular form for 1 only (CLDR "one"); Turkish writes both forms alike.
 */
export function termMonths(t: ReturnType<typeof useT>, count: number): string {
  return t(count === 1 ? "offer.shop.month" : count ? "offer.shop.months" : "offer.shop.noMonths", { count });
}
