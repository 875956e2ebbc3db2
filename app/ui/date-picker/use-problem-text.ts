import { type CalendarDate, getLocalTimeZone } from "@internationalized/date";
import { useFormat, useT } from "~/platform/i18n/i18n";
import type { DateProblem, InputProblem, RangeProblem, TimeProblem } from "./date-rules";
import { problemMessage } from "./problem-message";

/** Turns a rule problem into the translated sentence the field shows. */
export function useProblemText(rules: { minRange?: number; maxRange?: number; withTime?: boolean }) {
  const t = useT();
  const format = useFormat();
  const formatDate = (date: CalendarDate) => format.date(date.toDate(getLocalTimeZone()), { dateStyle: "long" });
  const expected = t(rules.withTime ? "ui.datePicker.formatWithTime" : "ui.datePicker.format");
  return (problem: DateProblem | TimeProblem | RangeProblem | InputProblem): string => {
    const message = problemMessage(problem, { ...rules, format: expected }, formatDate);
    return t(message.key, message.values);
  };
}
