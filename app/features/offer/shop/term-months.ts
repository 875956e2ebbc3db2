import { useCount, useT } from "~/platform/i18n/i18n";

/**
 * A number of months (a minimum term, a discount's duration): "1 Monat", "24 Monate"; none is "keine", not "0 Monate".
 * Each language words the count by its own plural forms (`useCount` in app/platform/i18n/i18n.tsx): Polish writes
 * "2 miesiące" but "5 miesięcy".
 */
export function useTermMonths(): (count: number) => string {
  const t = useT();
  const count = useCount();
  return (months) => (months ? t("offer.shop.months", count(months)) : t("offer.shop.noMonths"));
}
