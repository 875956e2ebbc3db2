import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { formatTime, problemMessage } from "./problem-message";

const fmt = (date: CalendarDate) => date.toString();
const count = (n: number) => ({ count: n, form: n === 1 ? "one" : "other" });

describe("problemMessage", () => {
  it("names the bound a date missed", () => {
    expect(problemMessage({ reason: "before-min", min: new CalendarDate(2026, 1, 2) }, {}, fmt, count)).toEqual({
      key: "ui.datePicker.error.beforeMin",
      values: { min: "2026-01-02" },
    });
    expect(problemMessage({ reason: "after-max-time", max: { hour: 18, minute: 5 } }, {}, fmt, count).values).toEqual({
      max: "18:05",
    });
  });
  it("explains range problems with the configured lengths", () => {
    expect(problemMessage("too-short", { minRange: 3 }, fmt, count)).toEqual({
      key: "ui.datePicker.error.rangeTooShort",
      values: { count: 3, form: "other" },
    });
    expect(problemMessage("too-long", { maxRange: 14 }, fmt, count).values).toEqual({ count: 14, form: "other" });
    expect(problemMessage("incomplete", {}, fmt, count).key).toBe("ui.datePicker.error.rangeIncomplete");
    expect(problemMessage("has-unavailable", {}, fmt, count).key).toBe("ui.datePicker.error.rangeHasUnavailable");
  });
  it("names the expected format for text that is no date", () => {
    expect(problemMessage({ reason: "unparsable" }, { format: "TT.MM.JJJJ" }, fmt, count)).toEqual({
      key: "ui.datePicker.error.unparsable",
      values: { format: "TT.MM.JJJJ" },
    });
  });
  it("pads times", () => {
    expect(formatTime({ hour: 7, minute: 0 })).toBe("07:00");
  });
});
