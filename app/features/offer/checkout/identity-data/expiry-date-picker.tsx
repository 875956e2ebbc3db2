import { parseDate } from "@internationalized/date";
import { DatePicker } from "~/ui/date-picker/date-picker";
import { parseDateText } from "~/ui/date-picker/date-text";

interface Props {
  id: string;
  label: string;
  description: string;
  /** "YYYY-MM-DD" bounds (identity-schema's expiryWindow). */
  min: string;
  max: string;
  /** The text typed before (the saved date, a draft or a failed post). */
  typed: string | undefined;
  locale: string;
  errorMessage: string | undefined;
}

/** The document's expiry date with the calendar, bounded by the window the rules allow. */
export default function ExpiryDatePicker({ id, label, description, min, max, typed, locale, errorMessage }: Props) {
  return (
    <DatePicker
      id={id}
      name="expiryDate"
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
