import { CalendarDate, CalendarDateTime } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import {
  boundsOf,
  checkDate,
  checkRange,
  dateProblem,
  isDateUnavailable,
  normalizeRange,
  rangeLength,
  timeProblem,
} from "./date-rules";

const d = (year: number, month: number, dayOfMonth: number) => new CalendarDate(year, month, dayOfMonth);

describe("year range", () => {
  it("defaults to 1900-2100", () => {
    expect(dateProblem(d(1900, 1, 1), {})).toBeNull();
    expect(dateProblem(d(2100, 12, 31), {})).toBeNull();
    expect(dateProblem(d(1899, 12, 31), {})).toEqual({ reason: "outside-year-range", from: 1900, to: 2100 });
    expect(dateProblem(d(2101, 1, 1), {})).toEqual({ reason: "outside-year-range", from: 1900, to: 2100 });
  });
  it("can be narrowed", () => {
    expect(dateProblem(d(2019, 6, 1), { yearRange: [2020, 2030] })?.reason).toBe("outside-year-range");
    expect(dateProblem(d(2020, 6, 1), { yearRange: [2020, 2030] })).toBeNull();
  });
});

describe("min and max date", () => {
  const rules = { minDate: d(2026, 3, 10), maxDate: d(2026, 3, 20) };
  it("accepts the bounds themselves", () => {
    expect(dateProblem(d(2026, 3, 10), rules)).toBeNull();
    expect(dateProblem(d(2026, 3, 20), rules)).toBeNull();
  });
  it("rejects days outside with the bound in the problem", () => {
    expect(dateProblem(d(2026, 3, 9), rules)).toEqual({ reason: "before-min", min: rules.minDate });
    expect(dateProblem(d(2026, 3, 21), rules)).toEqual({ reason: "after-max", max: rules.maxDate });
  });
  it("compares date-times by their day", () => {
    expect(dateProblem(new CalendarDateTime(2026, 3, 20, 23, 59), rules)).toBeNull();
  });
  it("narrows the bounds by the year range", () => {
    expect(boundsOf({})).toEqual({ min: d(1900, 1, 1), max: d(2100, 12, 31) });
    expect(boundsOf({ minDate: d(1800, 1, 1), maxDate: d(2026, 5, 1) })).toEqual({
      min: d(1900, 1, 1),
      max: d(2026, 5, 1),
    });
    expect(boundsOf({ yearRange: [2000, 2010], maxDate: d(2050, 1, 1) }).max).toEqual(d(2010, 12, 31));
  });
});

describe("disabled dates, allowed dates and weekdays", () => {
  it("rejects listed disabled dates", () => {
    const rules = { disabledDates: [d(2026, 12, 24), d(2026, 12, 25)] };
    expect(dateProblem(d(2026, 12, 24), rules)).toEqual({ reason: "unavailable" });
    expect(dateProblem(d(2026, 12, 23), rules)).toBeNull();
    expect(isDateUnavailable(d(2026, 12, 25), rules)).toBe(true);
  });
  it("accepts a function for disabled dates", () => {
    const rules = { disabledDates: (date: CalendarDate) => date.day === 13 };
    expect(dateProblem(d(2026, 2, 13), rules)?.reason).toBe("unavailable");
    expect(dateProblem(d(2026, 2, 14), rules)).toBeNull();
  });
  it("allows only the allowed dates when a list is given", () => {
    const rules = { allowedDates: [d(2026, 5, 4), d(2026, 5, 6)] };
    expect(dateProblem(d(2026, 5, 4), rules)).toBeNull();
    expect(dateProblem(d(2026, 5, 5), rules)).toEqual({ reason: "unavailable" });
    expect(dateProblem(d(2026, 5, 5), { allowedDates: [] })).toEqual({ reason: "unavailable" });
  });
  it("rejects disabled weekdays, counting Sunday as 0", () => {
    const rules = { disabledWeekdays: [0, 6] as const };
    expect(dateProblem(d(2026, 3, 7), rules)).toEqual({ reason: "disabled-weekday" }); // Saturday
    expect(dateProblem(d(2026, 3, 8), rules)).toEqual({ reason: "disabled-weekday" }); // Sunday
    expect(dateProblem(d(2026, 3, 9), rules)).toBeNull(); // Monday
  });
  it("checks the bounds before availability", () => {
    expect(dateProblem(d(2026, 1, 1), { minDate: d(2026, 2, 1), disabledDates: [d(2026, 1, 1)] })?.reason).toBe(
      "before-min",
    );
  });
});

describe("times", () => {
  const rules = {
    minTime: { hour: 8, minute: 0 },
    maxTime: { hour: 18, minute: 30 },
    disabledTimes: [{ hour: 12, minute: 0 }],
  };
  it("accepts times within min and max, inclusive", () => {
    expect(timeProblem({ hour: 8, minute: 0 }, rules)).toBeNull();
    expect(timeProblem({ hour: 18, minute: 30 }, rules)).toBeNull();
  });
  it("rejects times before min, after max and disabled ones", () => {
    expect(timeProblem({ hour: 7, minute: 59 }, rules)).toEqual({ reason: "before-min-time", min: rules.minTime });
    expect(timeProblem({ hour: 18, minute: 31 }, rules)).toEqual({ reason: "after-max-time", max: rules.maxTime });
    expect(timeProblem({ hour: 12, minute: 0 }, rules)).toEqual({ reason: "disabled-time" });
    expect(timeProblem({ hour: 12, minute: 30 }, rules)).toBeNull();
  });
});

describe("checkDate", () => {
  it("passes valid dates and an empty value", () => {
    expect(checkDate(d(2026, 4, 1), {})).toEqual({ ok: true, value: d(2026, 4, 1) });
    expect(checkDate(null, { minDate: d(2030, 1, 1) })).toEqual({ ok: true, value: null });
  });
  it("raises invalid-date with the date's problem", () => {
    const result = checkDate(d(2026, 4, 1), { disabledDates: [d(2026, 4, 1)] });
    expect(result).toEqual({
      ok: false,
      event: "invalid-date",
      date: d(2026, 4, 1),
      problem: { reason: "unavailable" },
    });
  });
  it("checks the time of a date-time", () => {
    const result = checkDate(new CalendarDateTime(2026, 4, 1, 22, 0), { maxTime: { hour: 20, minute: 0 } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.event).toBe("invalid-date");
    expect(!result.ok && result.event === "invalid-date" && result.problem.reason).toBe("after-max-time");
  });
});

describe("ranges", () => {
  it("swaps a reversed range", () => {
    expect(normalizeRange({ start: d(2026, 5, 10), end: d(2026, 5, 1) })).toEqual({
      start: d(2026, 5, 1),
      end: d(2026, 5, 10),
    });
    expect(checkRange({ start: d(2026, 5, 10), end: d(2026, 5, 1) }, {})).toEqual({
      ok: true,
      value: { start: d(2026, 5, 1), end: d(2026, 5, 10) },
    });
  });
  it("keeps a range in order and a partial range as it is", () => {
    const ordered = { start: d(2026, 5, 1), end: d(2026, 5, 2) };
    expect(normalizeRange(ordered)).toBe(ordered);
    const partial = { start: d(2026, 5, 1), end: null };
    expect(normalizeRange(partial)).toBe(partial);
  });
  it("counts days inclusively", () => {
    expect(rangeLength(d(2026, 5, 1), d(2026, 5, 1))).toBe(1);
    expect(rangeLength(d(2026, 5, 1), d(2026, 5, 7))).toBe(7);
    expect(rangeLength(d(2026, 5, 7), d(2026, 5, 1))).toBe(7);
    expect(rangeLength(d(2026, 2, 27), d(2026, 3, 2))).toBe(4);
  });
  it("needs two dates unless a partial range is allowed", () => {
    expect(checkRange({ start: d(2026, 5, 1), end: null }, {})).toEqual({
      ok: false,
      event: "invalid-select",
      problem: "incomplete",
    });
    expect(checkRange({ start: null, end: d(2026, 5, 1) }, {})).toMatchObject({
      event: "invalid-select",
      problem: "incomplete",
    });
    expect(checkRange({ start: d(2026, 5, 1), end: null }, { allowPartialRange: true })).toEqual({
      ok: true,
      value: { start: d(2026, 5, 1), end: null },
    });
    expect(checkRange({ start: null, end: null }, {})).toEqual({ ok: true, value: null });
  });
  it("still checks the one date of a partial range", () => {
    expect(
      checkRange({ start: d(2026, 5, 1), end: null }, { allowPartialRange: true, disabledDates: [d(2026, 5, 1)] }),
    ).toMatchObject({
      event: "invalid-date",
      problem: { reason: "unavailable" },
    });
  });
  it("enforces min and max range length", () => {
    const rules = { minRange: 3, maxRange: 7 };
    expect(checkRange({ start: d(2026, 5, 1), end: d(2026, 5, 2) }, rules)).toMatchObject({ problem: "too-short" });
    expect(checkRange({ start: d(2026, 5, 1), end: d(2026, 5, 3) }, rules).ok).toBe(true);
    expect(checkRange({ start: d(2026, 5, 1), end: d(2026, 5, 7) }, rules).ok).toBe(true);
    expect(checkRange({ start: d(2026, 5, 1), end: d(2026, 5, 8) }, rules)).toMatchObject({ problem: "too-long" });
  });
  it("raises invalid-date for an end outside the rules before any range check", () => {
    expect(checkRange({ start: d(2026, 5, 1), end: d(2026, 5, 30) }, { maxDate: d(2026, 5, 20), maxRange: 3 })).toEqual(
      {
        ok: false,
        event: "invalid-date",
        date: d(2026, 5, 30),
        problem: { reason: "after-max", max: d(2026, 5, 20) },
      },
    );
  });
  it("refuses unavailable dates inside a range only with noDisabledRange", () => {
    const range = { start: d(2026, 3, 6), end: d(2026, 3, 10) }; // Friday to Tuesday, over a weekend
    const weekends = { disabledWeekdays: [0, 6] as const };
    expect(checkRange(range, weekends).ok).toBe(true);
    expect(checkRange(range, { ...weekends, noDisabledRange: true })).toMatchObject({ problem: "has-unavailable" });
    expect(checkRange(range, { disabledDates: [d(2026, 3, 8)], noDisabledRange: true })).toMatchObject({
      problem: "has-unavailable",
    });
    expect(checkRange({ start: d(2026, 3, 9), end: d(2026, 3, 13) }, { ...weekends, noDisabledRange: true }).ok).toBe(
      true,
    );
  });
});
