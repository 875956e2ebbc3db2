import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import { type ReactNode, useCallback, useMemo } from "react";
import { intlFormat } from "./intl-cache";
import { type Language, LOCALES } from "./languages";
import { type CountValues, countValues } from "./plural-form";

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

/** The values of a counted message in the current language: `t(key, count(3))` (see plural-form.ts). */
export function useCount(): (count: number) => CountValues {
  const { i18n } = useLingui();
  return useCallback((count: number) => countValues(i18n.locale, count), [i18n.locale]);
}

/** Locale-aware formatting for the current language (German by default); opening hours: `useOpeningHours`. */
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
    relativeTime: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
      intlFormat(Intl.RelativeTimeFormat, locale, { numeric: "auto" }).format(value, unit),
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      intlFormat(Intl.NumberFormat, locale, options).format(value),
  };
}
