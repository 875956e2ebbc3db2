import { parseDate } from "@internationalized/date";
import { DatePicker } from "./date-picker";
import { parseDateText } from "./date-text";

interface Props {
  id: string;
  /** The form field's name. */
  name: string;
  label: string;
  description: string;
  /** "YYYY-MM-DD" bounds of the allowed window. */
  min: string;
  max: string;
  /** The text typed before (a saved date, a draft or a failed post). */
  typed: string | undefined;
  locale: string;
  errorMessage: string | undefined;
}

/**
 * A required date with the calendar, bounded by a window given as ISO dates, prefilled from typed text. The default
 * export lets forms load it lazily over their plain text field (the termination's later date, a document's expiry).
 */
export default function WindowDatePicker({
  id,
  name,
  label,
  description,
  min,
  max,
  typed,
  locale,
  errorMessage,
}: Props) {
  return (
    <DatePicker
      id={id}
      name={name}
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
