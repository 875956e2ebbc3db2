import type { useT } from "~/platform/i18n/i18n";

/**
 * A number of months (a minimum term, a discount's duration): "1 Monat", "24 Monate"; none is "keine", not "0 Monate".
 * The plural form is the catalogue's ICU plural, so each language's own rules (CLDR, through `Intl.PluralRules`)
 * pick it: Polish writes "2 miesiące" but "5 miesięcy".
 */
export function termMonths(t: ReturnType<typeof useT>, count: number): string {
  return count ? t("offer.shop.months", { count }) : t("offer.shop.noMonths");
}
