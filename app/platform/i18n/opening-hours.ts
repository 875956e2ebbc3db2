import type { OpeningHours, Weekday } from "../api/types";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";

const WEEK: readonly Weekday[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

/** The words opening hours are made of, from the catalogue of the current language (see `openingHoursWords`). */
export interface OpeningHoursWords {
  /** Monday to Sunday, short: "Mo" … "So". */
  days: readonly string[];
  /** Before and after noon on a twelve-hour clock: "AM", "PM". */
  dayPeriods: readonly string[];
  /** A time range: "8–20 Uhr". */
  hours: (from: string, to: string) => string;
  /** The last item of a list joined to the rest: "Mo–Fr 9–18 Uhr und Sa 10–14 Uhr". */
  and: (rest: string, last: string) => string;
}

type Translate = (
  id: "app.weekdays" | "app.dayPeriods" | "app.openingHours.hours" | "app.openingHours.and",
  values?: Record<string, string>,
) => string;

export function openingHoursWords(translate: Translate): OpeningHoursWords {
  return {
    days: translate("app.weekdays").split(","),
    dayPeriods: translate("app.dayPeriods").split(","),
    hours: (from, to) => translate("app.openingHours.hours", { from, to }),
    and: (rest, last) => translate("app.openingHours.and", { rest, last }),
  };
}

interface Clock {
  /** "8 AM" instead of "08:00", with the catalogue's day periods. */
  twelveHour: boolean;
  /** "8" instead of "8:00" (de, en); Turkish keeps "08:00". */
  dropZeroMinutes: boolean;
}

/** One clock per language of the registry (a test holds `twelveHour` against `Intl`'s hour cycle). */
export const CLOCKS: Record<Language, Clock> = {
  de: { twelveHour: false, dropZeroMinutes: true },
  en: { twelveHour: true, dropZeroMinutes: true },
  tr: { twelveHour: false, dropZeroMinutes: false },
};

/**
 * The language of a locale ("en-US" → "en"); German for a locale of no registered language. Here, not in
 * languages.ts: that module is in every page's first load, and only the opening hours need this.
 */
function languageOfLocale(locale: string): Language {
  const lang = locale.split("-")[0];
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * One time of day, written without Intl: creating the first date format in the browser cost 35 ms of main thread
 * during hydration (140 ms at Lighthouse's 4× slowdown; decision 0006). A no-break space keeps "8 AM" on one line.
 */
export function formatTime(value: string, locale: string, dayPeriods: readonly string[]): string {
  const clock = CLOCKS[languageOfLocale(locale)];
  const [hours = 0, minutes = 0] = value.split(":").map(Number);
  const shown = clock.twelveHour ? hours % 12 || 12 : hours;
  const hour = clock.dropZeroMinutes ? String(shown) : String(shown).padStart(2, "0");
  const time = clock.dropZeroMinutes && minutes === 0 ? hour : `${hour}:${String(minutes).padStart(2, "0")}`;
  return clock.twelveHour ? `${time}\u00a0${dayPeriods[hours < 12 ? 0 : 1] ?? ""}` : time;
}

/** Runs of consecutive days: three or more read as a range ("Mon–Fri"), shorter ones as single days. */
function formatDays(days: readonly Weekday[], names: readonly string[]): string {
  const indexes = [...new Set(days.map((day) => WEEK.indexOf(day)))].filter((i) => i >= 0).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const index of indexes) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${names[run[0] ?? 0]}–${names[run.at(-1) ?? 0]}`] : run.map((index) => names[index]),
    )
    .join(", ");
}

/**
 * Opening hours from the contract's structured data, worded for the locale: de "Mo–Sa 8–20 Uhr", en "Mon–Sat
 * 8 AM–8 PM", tr "Pzt–Cmt 08:00–20:00"; several blocks joined as a list ("Mo–Fr 8–20 Uhr und Sa 9:30–16 Uhr").
 */
export function formatOpeningHours(blocks: readonly OpeningHours[], locale: string, words: OpeningHoursWords): string {
  const items = blocks.map(
    (block) =>
      `${formatDays(block.days, words.days)} ${words.hours(formatTime(block.opens, locale, words.dayPeriods), formatTime(block.closes, locale, words.dayPeriods))}`,
  );
  const last = items.pop();
  if (last === undefined) return "";
  return items.length === 0 ? last : words.and(items.join(", "), last);
}
