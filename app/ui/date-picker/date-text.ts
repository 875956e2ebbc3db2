import { CalendarDate, CalendarDateTime, type DateValue } from "@internationalized/date";
import { type DatePart, dateOrder, parseDateParts, separatorOf } from "./date-parts";

const pad = (n: number, length = 2) => String(n).padStart(length, "0");

/** A date as the field shows it: "24.12.2026" (de), "12/24/2026" (en-US); date-times add " 14:30". */
export function formatDateText(value: DateValue, locale: string): string {
  const values: Record<DatePart, string> = { day: pad(value.day), month: pad(value.month), year: pad(value.year, 4) };
  const date = dateOrder(locale)
    .map((part) => values[part])
    .join(separatorOf(locale));
  return "hour" in value ? `${date} ${pad(value.hour)}:${pad(value.minute)}` : date;
}

/** parseDateParts as a date value for the picker (CalendarDate, or CalendarDateTime with `withTime`). */
export function parseDateText(text: string, locale: string, withTime = false): DateValue | null {
  const parts = parseDateParts(text, locale, withTime);
  if (!parts) return null;
  if (parts.hour === undefined || parts.minute === undefined)
    return new CalendarDate(parts.year, parts.month, parts.day);
  return new CalendarDateTime(parts.year, parts.month, parts.day, parts.hour, parts.minute);
}
