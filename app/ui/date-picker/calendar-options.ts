import { type CalendarDate, endOfMonth, startOfMonth } from "@internationalized/date";
import { DATE_PICKER } from "./date-picker-constants";
import { type DateRules, type TimeOfDay, timeProblem } from "./date-rules";

export interface Option<T> {
  value: T;
  isDisabled: boolean;
}

/** The month overlay: the 12 months of a year; a month outside the bounds entirely cannot be chosen. */
export function monthOptions(year: CalendarDate, bounds: { min: CalendarDate; max: CalendarDate }): Option<number>[] {
  return Array.from({ length: 12 }, (_, index) => {
    const first = startOfMonth(year.set({ month: index + 1, day: 1 }));
    const last = endOfMonth(first);
    return { value: index + 1, isDisabled: last.compare(bounds.min) < 0 || first.compare(bounds.max) > 0 };
  });
}

/** The year overlay: every year between the bounds, oldest first. */
export function yearOptions(bounds: { min: CalendarDate; max: CalendarDate }): number[] {
  return Array.from({ length: bounds.max.year - bounds.min.year + 1 }, (_, index) => bounds.min.year + index);
}

/** The time overlay: slots every `stepMinutes` across the day; slots the rules refuse are disabled, not hidden. */
export function timeSlots(rules: DateRules, stepMinutes = 30): Option<TimeOfDay>[] {
  const slots: Option<TimeOfDay>[] = [];
  for (let total = 0; total < 24 * 60; total += stepMinutes) {
    const time = { hour: Math.floor(total / 60), minute: total % 60 };
    slots.push({ value: time, isDisabled: timeProblem(time, rules) !== null });
  }
  return slots;
}

/** Month step of a swipe over the calendar: left = next, right = previous; short or vertical moves do nothing. */
export function swipeMonthStep(dx: number, dy: number, threshold: number = DATE_PICKER.swipeThreshold): -1 | 0 | 1 {
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Month step of a wheel turn: down or right = next. */
export function wheelMonthStep(deltaX: number, deltaY: number): -1 | 0 | 1 {
  const delta = Math.abs(deltaY) >= Math.abs(deltaX) ? deltaY : deltaX;
  return delta > 0 ? 1 : delta < 0 ? -1 : 0;
}

export type MonthChangeSource = keyof typeof DATE_PICKER.monthChangeDelay;

/** Lets a month change through unless the last one is younger than its source's delay (500/100/0 ms). */
export function createMonthChangeGate(delays: Record<MonthChangeSource, number> = DATE_PICKER.monthChangeDelay) {
  let lockedUntil = Number.NEGATIVE_INFINITY;
  return {
    allow(source: MonthChangeSource, now: number): boolean {
      if (now < lockedUntil) return false;
      lockedUntil = now + delays[source];
      return true;
    },
  };
}
