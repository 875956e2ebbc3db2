import type { CalendarDate } from "@internationalized/date";
import type { MessageId as MessageKey } from "@lingui/core";
import type { DateProblem, InputProblem, RangeProblem, TimeOfDay, TimeProblem } from "./date-rules";

export interface ProblemMessage {
  key: MessageKey;
  values?: Record<string, string | number>;
}

const pad = (n: number) => String(n).padStart(2, "0");
export const formatTime = (time: TimeOfDay) => `${pad(time.hour)}:${pad(time.minute)}`;

/** The catalogue message that explains a refused pick; dates are formatted by the caller's locale. */
export function problemMessage(
  problem: DateProblem | TimeProblem | RangeProblem | InputProblem,
  rules: { minRange?: number; maxRange?: number; format?: string },
  formatDate: (date: CalendarDate) => string,
  count: (count: number) => { count: number; form: string },
): ProblemMessage {
  if (typeof problem === "string") {
    switch (problem) {
      case "incomplete":
        return { key: "ui.datePicker.error.rangeIncomplete" };
      case "too-short":
        return { key: "ui.datePicker.error.rangeTooShort", values: count(rules.minRange ?? 0) };
      case "too-long":
        return { key: "ui.datePicker.error.rangeTooLong", values: count(rules.maxRange ?? 0) };
      case "has-unavailable":
        return { key: "ui.datePicker.error.rangeHasUnavailable" };
    }
  }
  switch (problem.reason) {
    case "unparsable":
      return { key: "ui.datePicker.error.unparsable", values: { format: rules.format ?? "" } };
    case "outside-year-range":
      return { key: "ui.datePicker.error.outsideYearRange", values: { from: problem.from, to: problem.to } };
    case "before-min":
      return { key: "ui.datePicker.error.beforeMin", values: { min: formatDate(problem.min) } };
    case "after-max":
      return { key: "ui.datePicker.error.afterMax", values: { max: formatDate(problem.max) } };
    case "unavailable":
      return { key: "ui.datePicker.error.unavailable" };
    case "disabled-weekday":
      return { key: "ui.datePicker.error.disabledWeekday" };
    case "disabled-time":
      return { key: "ui.datePicker.error.disabledTime" };
    case "before-min-time":
      return { key: "ui.datePicker.error.beforeMinTime", values: { min: formatTime(problem.min) } };
    case "after-max-time":
      return { key: "ui.datePicker.error.afterMaxTime", values: { max: formatTime(problem.max) } };
  }
}
