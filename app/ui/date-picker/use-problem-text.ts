import type { CalendarDate } from "@internationalized/date";
import { useCount, useT } from "~/platform/i18n/i18n";
import { useCalendarDate } from "~/platform/i18n/use-calendar-date";
import type { DateProblem, InputProblem, RangeProblem, TimeProblem } from "./date-rules";
import { problemMessage } from "./problem-message";

/** Turns a rule problem into the translated sentence the field shows. */
export function useProblemText(rules: { minRange?: number; maxRange?: number; withTime?: boolean }) {
  const t = useT();
  const count = useCount();
  const calendarDate = useCalendarDate();
  const formatDate = (date: CalendarDate) => calendarDate(date.toString());
  const expected = t(rules.withTime ? "ui.datePicker.formatWithTime" : "ui.datePicker.format");
  return (problem: DateProblem | TimeProblem | RangeProblem | InputProblem): string => {
    const message = problemMessage(problem, { ...rules, format: expected }, formatDate, count);
    return t(message.key, message.values);
  };
}
