import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import { type ReactNode, useMemo } from "react";
import { intlFormat } from "./intl-cache";
import { type Language, LOCALES } from "./languages";

export { Trans } from "@lingui/react";

/** A Lingui instance for one language, loaded with the catalogue compiled on the server. */
export function createI18n(lang: Language, messages: Messages): I18n {
  const locale = LOCALES[lang];
  return setupI18n({ locale, messages: { [locale]: messages } });
}

export function LanguageProvider(props: { lang: Language; messages: Messages; children: ReactNode }) {
  const { lang, messages } = props;
  const i18n = useMemo(() => createI18n(lang, messages), [lang, messages]);
  return <I18nProvider i18n={i18n}>{props.children}</I18nProvider>;
}

/** The translate function; message ids are typed by the German catalogue (see app/messages.ts). */
export function useT(): I18n["_"] {
  return useLingui()._;
}

/** What a counted message receives (a type, not an interface, so it passes as Lingui's `Values`). */
export type CountValues = { count: number; form: Intl.LDMLPluralRule };

/**
 * The values of a counted message in the current language, `t(key, count(3))`: the count and its CLDR plural form
 * ("one", "few", "many", "other", …), which the catalogue chooses by with
 * `{form, select, one {{count} Monat} other {{count} Monate}}`. Each language names the forms it has (Polish adds
 * `few` and `many`), as with ICU's `plural`, but not through it: Lingui formats every `plural`, with or without a
 * `#`, through `Intl.NumberFormat`, whose first creation in a browser is a 150–400 ms task at Lighthouse's 4×
 * slowdown on every page that shows a count; `Intl.PluralRules` alone is under 10 ms (decision 0006). The counts
 * are small whole numbers, which need no grouping.
 */
export function useCount(): (count: number) => CountValues {
  const { locale } = useLingui().i18n;
  return (count) => ({ count, form: intlFormat(Intl.PluralRules, locale).select(count) });
}

/**
 * Locale-aware dates for the current language (German by default); opening hours: `useOpeningHours`, counts:
 * `useCount`. No number format: its first creation in a browser is a 150–400 ms task at 4× slowdown (useCount).
 */
export function useFormat() {
  const { i18n } = useLingui();
  return useMemo(() => formattersFor(i18n.locale), [i18n.locale]);
}

const MEDIUM_DATE: Intl.DateTimeFormatOptions = { dateStyle: "medium" };

export function formattersFor(locale: string) {
  return {
    locale,
    date: (value: Date | number, options: Intl.DateTimeFormatOptions = MEDIUM_DATE) =>
      intlFormat(Intl.DateTimeFormat, locale, { timeZone: "Europe/Berlin", ...options }).format(value),
  };
}
