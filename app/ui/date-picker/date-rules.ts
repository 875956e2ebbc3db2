import { CalendarDate, type DateValue, getDayOfWeek, toCalendarDate } from "@internationalized/date";
import { DATE_PICKER } from "./date-picker-constants";

/** Day of the week, 0 = Sunday … 6 = Saturday (as JavaScript's Date counts). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** The date picker's rule set. Range lengths count days inclusively: one day = 1. */
export interface DateRules {
  minDate?: CalendarDate;
  maxDate?: CalendarDate;
  disabledDates?: readonly CalendarDate[] | ((date: CalendarDate) => boolean);
  /** When given, only these dates can be chosen. */
  allowedDates?: readonly CalendarDate[];
  disabledWeekdays?: readonly Weekday[];
  /** Years offered and accepted; default 1900-2100. */
  yearRange?: readonly [number, number];
  disabledTimes?: readonly TimeOfDay[];
  minTime?: TimeOfDay;
  maxTime?: TimeOfDay;
  minRange?: number;
  maxRange?: number;
  /** A range may not contain an unavailable date. */
  noDisabledRange?: boolean;
  /** A range with only a start (or only an end) counts as valid. */
  allowPartialRange?: boolean;
}

export type DateProblem =
  | { reason: "outside-year-range"; from: number; to: number }
  | { reason: "before-min"; min: CalendarDate }
  | { reason: "after-max"; max: CalendarDate }
  | { reason: "unavailable" }
  | { reason: "disabled-weekday" };

export type TimeProblem =
  | { reason: "disabled-time" }
  | { reason: "before-min-time"; min: TimeOfDay }
  | { reason: "after-max-time"; max: TimeOfDay };

export type RangeProblem = "incomplete" | "too-short" | "too-long" | "has-unavailable";

/** Typed text that is no date at all (the field then has no value to check). */
export type InputProblem = { reason: "unparsable" };

export interface DateRangeValue<T extends DateValue = DateValue> {
  start: T | null;
  end: T | null;
}

/** The outcome of a pick: a value to commit, or the event the picker raises. */
export type PickResult<V> =
  | { ok: true; value: V }
  | { ok: false; event: "invalid-date"; date: DateValue; problem: DateProblem | TimeProblem }
  | { ok: false; event: "invalid-select"; problem: RangeProblem };

const day = (value: DateValue): CalendarDate => toCalendarDate(value);

export function yearRangeOf(rules: DateRules): readonly [number, number] {
  return rules.yearRange ?? DATE_PICKER.yearRange;
}

/** The first and last selectable day: min/max date narrowed by the year range. */
export function boundsOf(rules: DateRules): { min: CalendarDate; max: CalendarDate } {
  const [from, to] = yearRangeOf(rules);
  const yearStart = new CalendarDate(from, 1, 1);
  const yearEnd = new CalendarDate(to, 12, 31);
  const min = rules.minDate && rules.minDate.compare(yearStart) > 0 ? rules.minDate : yearStart;
  const max = rules.maxDate && rules.maxDate.compare(yearEnd) < 0 ? rules.maxDate : yearEnd;
  return { min, max };
}

/** Unavailable inside the bounds: a disabled date, a date outside the allowed list, or a disabled weekday. */
export function isDateUnavailable(date: DateValue, rules: DateRules): boolean {
  return unavailability(day(date), rules) !== null;
}

function unavailability(date: CalendarDate, rules: DateRules): DateProblem | null {
  if (rules.allowedDates && !rules.allowedDates.some((allowed) => allowed.compare(date) === 0)) {
    return { reason: "unavailable" };
  }
  const disabled = rules.disabledDates;
  if (typeof disabled === "function" ? disabled(date) : disabled?.some((d) => d.compare(date) === 0)) {
    return { reason: "unavailable" };
  }
  // getDayOfWeek with the en-US locale counts from Sunday = 0, matching the Weekday type.
  if (rules.disabledWeekdays?.includes(getDayOfWeek(date, "en-US") as Weekday)) return { reason: "disabled-weekday" };
  return null;
}

/** Why a date cannot be chosen, or null when it can. */
export function dateProblem(value: DateValue, rules: DateRules): DateProblem | null {
  const date = day(value);
  const [from, to] = yearRangeOf(rules);
  if (date.year < from || date.year > to) return { reason: "outside-year-range", from, to };
  if (rules.minDate && date.compare(rules.minDate) < 0) return { reason: "before-min", min: rules.minDate };
  if (rules.maxDate && date.compare(rules.maxDate) > 0) return { reason: "after-max", max: rules.maxDate };
  return unavailability(date, rules);
}

const minutes = (time: TimeOfDay) => time.hour * 60 + time.minute;

/** Why a time of day cannot be chosen, or null when it can. */
export function timeProblem(time: TimeOfDay, rules: DateRules): TimeProblem | null {
  if (rules.minTime && minutes(time) < minutes(rules.minTime)) return { reason: "before-min-time", min: rules.minTime };
  if (rules.maxTime && minutes(time) > minutes(rules.maxTime)) return { reason: "after-max-time", max: rules.maxTime };
  if (rules.disabledTimes?.some((t) => minutes(t) === minutes(time))) return { reason: "disabled-time" };
  return null;
}

function hasTime(value: DateValue): value is DateValue & TimeOfDay {
  return "hour" in value;
}

/** A single pick: valid, or an invalid-date event with the problem (date first, then time). */
export function checkDate<T extends DateValue>(value: T | null, rules: DateRules): PickResult<T | null> {
  if (value === null) return { ok: true, value: null };
  const problem = dateProblem(value, rules) ?? (hasTime(value) ? timeProblem(value, rules) : null);
  return problem ? { ok: false, event: "invalid-date", date: value, problem } : { ok: true, value };
}

/** A reversed range (end before start) is swapped. */
export function normalizeRange<T extends DateValue>(range: DateRangeValue<T>): DateRangeValue<T> {
  const { start, end } = range;
  if (start && end && end.compare(start) < 0) return { start: end, end: start };
  return range;
}

/** Days in a range, counting both ends. */
export function rangeLength(start: DateValue, end: DateValue): number {
  return Math.abs(day(end).compare(day(start))) + 1;
}

/**
 * A range pick: both ends are checked as dates (invalid-date), then swapped if reversed, then checked as a range
 * (invalid-select): complete unless partial ranges are allowed, within min and max length, and — with
 * `noDisabledRange` — without an unavailable date inside. An empty range is valid (required-ness is the form's).
 */
export function checkRange<T extends DateValue>(
  range: DateRangeValue<T>,
  rules: DateRules,
): PickResult<DateRangeValue<T> | null> {
  const { start, end } = normalizeRange(range);
  if (!start && !end) return { ok: true, value: null };
  for (const date of [start, end]) {
    const problem = date ? dateProblem(date, rules) : null;
    if (date && problem) return { ok: false, event: "invalid-date", date, problem };
  }
  if (!start || !end) {
    return rules.allowPartialRange
      ? { ok: true, value: { start, end } }
      : { ok: false, event: "invalid-select", problem: "incomplete" };
  }
  const length = rangeLength(start, end);
  if (rules.minRange !== undefined && length < rules.minRange)
    return { ok: false, event: "invalid-select", problem: "too-short" };
  if (rules.maxRange !== undefined && length > rules.maxRange)
    return { ok: false, event: "invalid-select", problem: "too-long" };
  if (rules.noDisabledRange) {
    for (let date = day(start); date.compare(day(end)) <= 0; date = date.add({ days: 1 })) {
      if (unavailability(date, rules)) return { ok: false, event: "invalid-select", problem: "has-unavailable" };
    }
  }
  return { ok: true, value: { start, end } };
}
