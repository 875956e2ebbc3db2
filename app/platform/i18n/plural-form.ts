import { intlFormat } from "./intl-cache";

/**
 * What a counted message receives: the number, and the plural form its catalogue chooses the words by (a type, not
 * an interface, so it passes as Lingui's `Values`).
 */
export type CountValues = { count: number; form: Intl.LDMLPluralRule };

/**
 * A count and its CLDR plural form in a locale ("one", "few", "many", "other", …), for the catalogue's counted
 * messages: `{form, select, one {{count} Monat} other {{count} Monate}}`. Each language names the forms it has
 * (Polish adds `few` and `many`), as with ICU's `plural`, but not through it: Lingui formats every `plural` —
 * with or without a `#` — through `Intl.NumberFormat`, whose first creation in the browser is a 150–400 ms task at
 * Lighthouse's 4× slowdown on every page that shows a count; `Intl.PluralRules` alone is under 10 ms (decision 0006).
 * Counts here are small whole numbers, which need no grouping.
 */
export function countValues(locale: string, count: number): CountValues {
  return { count, form: intlFormat(Intl.PluralRules, locale).select(count) };
}
