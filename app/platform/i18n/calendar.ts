/**
 * Calendar days without Intl in the browser. Creating the first Intl date format of a page load cost 35–55 ms of
 * main thread during hydration (140–220 ms at Lighthouse's 4× slowdown; decision 0006), so the days the pages
 * show ("22. November 2026") and "today in Germany" are worked out here; the words come from the catalogue.
 */

const HOUR_MS = 3_600_000;

/** The last Sunday of a month (1–12) of a year, as a UTC day number of the month. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/**
 * The German calendar day of a moment as "YYYY-MM-DD" (the backend's days are German days, whatever the time zone
 * of the server or the browser). Germany keeps Central European Time, UTC+1, and summer time, UTC+2, from the last
 * Sunday of March to the last Sunday of October, switching at 01:00 UTC (EU rule since 1996).
 */
export function germanDay(moment: Date): string {
  const time = moment.getTime();
  const year = moment.getUTCFullYear();
  const summerFrom = Date.UTC(year, 2, lastSunday(year, 3), 1);
  const summerTo = Date.UTC(year, 9, lastSunday(year, 10), 1);
  const offset = time >= summerFrom && time < summerTo ? 2 : 1;
  return new Date(time + offset * HOUR_MS).toISOString().slice(0, 10);
}

/** The words of a date, from the catalogue of the current language (see `calendarWords`). */
export interface CalendarWords {
  /** January to December. */
  months: readonly string[];
  /** The date from its parts: day ("2"), month ("März"), year ("2026") → "2. März 2026". */
  date: (parts: DateParts) => string;
}

type DateParts = Record<"day" | "month" | "year", string>;

type Translate = (id: "app.months" | "app.date.long", values?: Record<string, string>) => string;

export function calendarWords(translate: Translate): CalendarWords {
  return {
    months: translate("app.months").split(","),
    date: (parts) => translate("app.date.long", parts),
  };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A calendar day ("2026-11-22", or the day part of a longer ISO string) in the language's long form. */
export function formatCalendarDate(iso: string, words: CalendarWords): string {
  const match = ISO_DAY.exec(iso);
  if (!match) return iso;
  const [, year = "", month = "", day = ""] = match;
  return words.date({
    day: String(Number(day)),
    month: words.months[Number(month) - 1] ?? month,
    year: String(Number(year)),
  });
}
