import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import {
  createMonthChangeGate,
  monthOptions,
  swipeMonthStep,
  timeSlots,
  wheelMonthStep,
  yearOptions,
} from "./calendar-options";

const d = (year: number, month: number, day: number) => new CalendarDate(year, month, day);

describe("monthOptions", () => {
  it("disables months wholly outside the bounds and keeps partly covered ones", () => {
    const options = monthOptions(d(2026, 1, 1), { min: d(2026, 3, 31), max: d(2026, 10, 1) });
    expect(options.filter((o) => !o.isDisabled).map((o) => o.value)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(monthOptions(d(2027, 1, 1), { min: d(1900, 1, 1), max: d(2100, 12, 31) }).every((o) => !o.isDisabled)).toBe(
      true,
    );
  });
});

describe("yearOptions", () => {
  it("lists the default range 1900-2100", () => {
    const years = yearOptions({ min: d(1900, 1, 1), max: d(2100, 12, 31) });
    expect(years).toHaveLength(201);
    expect([years[0], years.at(-1)]).toEqual([1900, 2100]);
  });
});

describe("timeSlots", () => {
  it("offers every slot of the day and disables those the rules refuse", () => {
    const slots = timeSlots({
      minTime: { hour: 9, minute: 0 },
      maxTime: { hour: 17, minute: 0 },
      disabledTimes: [{ hour: 12, minute: 30 }],
    });
    expect(slots).toHaveLength(48);
    const enabled = slots.filter((s) => !s.isDisabled).map((s) => `${s.value.hour}:${s.value.minute}`);
    expect(enabled[0]).toBe("9:0");
    expect(enabled.at(-1)).toBe("17:0");
    expect(enabled).not.toContain("12:30");
    expect(enabled).toHaveLength(16);
    expect(timeSlots({}, 15)).toHaveLength(96);
  });
});

describe("gestures", () => {
  it("changes the month only on horizontal swipes longer than 10 px", () => {
    expect(swipeMonthStep(-10, 0)).toBe(0);
    expect(swipeMonthStep(-11, 0)).toBe(1);
    expect(swipeMonthStep(11, 0)).toBe(-1);
    expect(swipeMonthStep(30, 40)).toBe(0);
  });
  it("reads the wheel's dominant direction", () => {
    expect(wheelMonthStep(0, 40)).toBe(1);
    expect(wheelMonthStep(0, -3)).toBe(-1);
    expect(wheelMonthStep(-20, 5)).toBe(-1);
    expect(wheelMonthStep(0, 0)).toBe(0);
  });
  it("waits 500 ms after a wheel change, 100 ms after a swipe, not at all after buttons", () => {
    const gate = createMonthChangeGate();
    expect(gate.allow("wheel", 1000)).toBe(true);
    expect(gate.allow("wheel", 1499)).toBe(false);
    expect(gate.allow("wheel", 1500)).toBe(true);
    expect(gate.allow("swipe", 2000)).toBe(true);
    expect(gate.allow("swipe", 2099)).toBe(false);
    expect(gate.allow("button", 2100)).toBe(true);
    expect(gate.allow("button", 2100)).toBe(true);
  });
});
