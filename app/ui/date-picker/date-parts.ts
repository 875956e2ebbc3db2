/** Typed dates as plain numbers: no date library, so pages can check dates without loading the picker. */
export type DatePart = "day" | "month" | "year";
/** The order of day, month and year in the locale's numeric dates (de-DE, tr-TR: day first; en-US: month first). */
export function dateOrder(locale: string): DatePart[] {
  const parts = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" })
    .formatToParts(Date.UTC(2006, 10, 22))
    .map((part) => part.type)
    .filter((type): type is DatePart => type === "day" || type === "month" || type === "year");
  return parts.length === 3 ? parts : ["day", "month", "year"];
}

export function separatorOf(locale: string): string {
  const literal = new Intl.DateTimeFormat(locale, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  })
    .formatToParts(Date.UTC(2006, 10, 22))
    .find((part) => part.type === "literal");
  return literal?.value.trim() || ".";
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "24122026" in the locale's order: two digits for day and month, four for the year. */
function splitCompact(digits: string, order: DatePart[]): string[] {
  const pieces: string[] = [];
  let at = 0;
  for (const part of order) {
    const size = part === "year" ? 4 : 2;
    pieces.push(digits.slice(at, at + size));
    at += size;
  }
  return pieces;
}

export interface DateParts {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
}

/**
 * The order of a typed date's parts: dots are the German (and Turkish) way of writing a date, day first, and
 * customers in Germany type them on the English page too, where "01.03.2027" read month first would terminate a
 * contract on 3 January instead of 1 March. Every other separator follows the locale.
 */
function typedOrder(datePart: string, locale: string): DatePart[] {
  return /^\d{1,2}\.\d{1,2}\.\d{4}$/.test(datePart) ? ["day", "month", "year"] : dateOrder(locale);
}

/**
 * Reads a typed date in the locale's order with any of . / - or space between the parts ("24.12.2026",
 * "24-12-2026", "24122026"), or as ISO ("2026-12-24"); dotted dates are day first in every locale. Years need four
 * digits. With `withTime`, a time "14:30" (or "14.30") may follow. Returns null when the text is not a real date.
 */
export function parseDateParts(text: string, locale: string, withTime = false): DateParts | null {
  const trimmed = text.trim();
  const timeMatch = withTime ? /^(.*?)[\sT,]+(\d{1,2})[:.](\d{2})$/.exec(trimmed) : null;
  const datePart = timeMatch ? (timeMatch[1] ?? "") : trimmed;
  let values: Record<DatePart, number> | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(datePart);
  if (iso) {
    values = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
  } else {
    const order = typedOrder(datePart, locale);
    const pieces = /^\d{8}$/.test(datePart)
      ? splitCompact(datePart, order)
      : datePart.split(/[./\-\s]+/).filter(Boolean);
    if (pieces.length !== 3 || pieces.some((piece) => !/^\d+$/.test(piece))) return null;
    const parsed = Object.fromEntries(order.map((part, index) => [part, pieces[index] ?? ""])) as Record<
      DatePart,
      string
    >;
    if (parsed.year.length !== 4 || parsed.day.length > 2 || parsed.month.length > 2) return null;
    values = { year: Number(parsed.year), month: Number(parsed.month), day: Number(parsed.day) };
  }
  if (!isRealDate(values.year, values.month, values.day)) return null;
  if (!withTime) return values;
  const hour = timeMatch ? Number(timeMatch[2]) : 0;
  const minute = timeMatch ? Number(timeMatch[3]) : 0;
  if (!timeMatch || hour > 23 || minute > 59) return null;
  return { ...values, hour, minute };
}

const pad = (n: number, length = 2) => String(n).padStart(length, "0");

/** A typed date as "YYYY-MM-DD", or null when it is no real date. */
export function isoDateOf(text: string, locale: string): string | null {
  const parts = parseDateParts(text, locale);
  return parts ? `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}` : null;
}
