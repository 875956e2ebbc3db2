import { useFormat } from "~/platform/i18n/i18n";
import { dateWindow, type TerminationValues, type ValidationContext } from "./termination-validation";

const LONG_DATE = { dateStyle: "long", timeZone: "UTC" } as const;

/** Values the form's texts refer to: the date window in the page's language and the upload limit. */
export function useMessageValues(values: TerminationValues, context: ValidationContext) {
  const format = useFormat();
  const window = dateWindow(values, context);
  const show = (iso: string) => format.date(Date.parse(`${iso}T00:00:00Z`), LONG_DATE);
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
