import type { DateValue } from "@internationalized/date";
import { type ReactNode, type RefObject, useEffect, useState } from "react";
import { useFormat, useT } from "~/platform/i18n/i18n";
import { TextField } from "../fields/text-field";
import styles from "./date-picker.module.css";
import { formatDateText, parseDateText } from "./date-text";

export interface DateTextFieldProps {
  id?: string;
  /** The typed text is posted under this name, so the field works without JavaScript too. */
  name?: string;
  label: string;
  description?: string;
  /** The message shown under the field (rule problem or server error). */
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  withTime?: boolean;
  autoComplete?: string;
  /** The committed value; the text follows it when it changes (e.g. after a calendar pick). */
  value: DateValue | null;
  onCommit: (value: DateValue | null) => void;
  onUnparsable: (text: string) => void;
  /** Shown inside the field's box after the input (the calendar button). */
  trailing?: ReactNode;
  rowRef?: RefObject<HTMLDivElement | null>;
  labelId?: string;
}

/** The text of a typed date: follows the committed value, and is read on commit (blur or Enter). */
export function useDateText(
  value: DateValue | null,
  withTime: boolean,
  onCommit: (value: DateValue | null) => void,
  onUnparsable: (text: string) => void,
) {
  const { locale } = useFormat();
  const [text, setText] = useState(value ? formatDateText(value, locale) : "");

  // A new value from outside (a calendar pick, a reset) replaces the text unless the text already says it.
  useEffect(() => {
    setText((current) => {
      const typed = parseDateText(current, locale, withTime);
      const same = typed && value ? typed.compare(value) === 0 : typed === value;
      return same ? current : value ? formatDateText(value, locale) : current;
    });
  }, [value, locale, withTime]);

  const commit = () => {
    if (text.trim() === "") return onCommit(null);
    const parsed = parseDateText(text, locale, withTime);
    if (!parsed) return onUnparsable(text);
    // Show what was understood in the page's own format ("9.3.26" and "09032026" become "09.03.2026").
    setText(formatDateText(parsed, locale));
    onCommit(parsed);
  };
  return { text, setText, commit };
}

/**
 * A typed date in the page's format ("TT.MM.JJJJ"): a plain text input, read when the user leaves it or presses
 * Enter. Plain text works without JavaScript, with autofill and with every screen reader.
 */
export function DateTextField(props: DateTextFieldProps) {
  const { id, name, label, description, error, isRequired, isDisabled, withTime = false, value, trailing } = props;
  const t = useT();
  const { text, setText, commit } = useDateText(value, withTime, props.onCommit, props.onUnparsable);
  const format = t(withTime ? "ui.datePicker.formatWithTime" : "ui.datePicker.format");

  return (
    <TextField
      id={id}
      name={name}
      label={label}
      labelTextId={props.labelId}
      description={
        <>
          {description ? <span className={styles.line}>{description}</span> : null}
          <span className={styles.line}>{t("ui.datePicker.formatHint", { format })}</span>
        </>
      }
      errorMessage={error}
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit();
      }}
      autoComplete={props.autoComplete ?? "off"}
      placeholder={format}
      isRequired={isRequired}
      isDisabled={isDisabled}
      trailing={trailing}
      boxRef={props.rowRef}
    />
  );
}
