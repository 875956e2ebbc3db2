import { parseDate } from "@internationalized/date";
import { DatePicker } from "~/ui/date-picker/date-picker";
import { parseDateText } from "~/ui/date-picker/date-text";

interface Props {
  id: string;
  label: string;
  description: string;
  /** "YYYY-MM-DD" bounds of the allowed window. */
  min: string;
  max: string;
  /** The text typed before (from a draft or a failed post). */
  typed: string | undefined;
  locale: string;
  errorMessage: string | undefined;
}

/** The later termination date with the calendar, bounded by the configuration's window. */
export default function LaterDatePicker({ id, label, description, min, max, typed, locale, errorMessage }: Props) {
  return (
    <DatePicker
      id={id}
      name="terminationDate"
      label={label}
      description={description}
      isRequired
      minDate={parseDate(min)}
      maxDate={parseDate(max)}
      defaultValue={typed ? parseDateText(typed, locale) : null}
      errorMessage={errorMessage}
    />
  );
}
