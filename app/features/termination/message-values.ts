import { useCalendarDate } from "~/platform/i18n/use-calendar-date";
import type { TerminationValues } from "./termination-schema";
import { dateWindow, type ValidationContext } from "./termination-validation";

/** Values the form's texts refer to: the date window in the page's language and the upload limit. */
export function useMessageValues(values: TerminationValues, context: ValidationContext) {
  const show = useCalendarDate();
  const window = dateWindow(values, context);
  return {
    window,
    show,
    params: {
      min: show(window.min),
      max: show(window.max),
      maxMb: Math.round(context.config.upload.maxBytes / (1024 * 1024)),
    },
  };
}
