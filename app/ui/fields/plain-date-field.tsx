import { useT } from "~/platform/i18n/i18n";
import styles from "./fields.module.css";
import { TextField } from "./text-field";

interface PlainDateFieldProps {
  id: string;
  name: string;
  label: string;
  description?: string;
  defaultValue?: string;
  errorMessage?: string;
  isRequired?: boolean;
}

/**
 * A date as plain text, for forms without JavaScript (the calendar picker replaces it once scripts run). It says
 * the page's format ("TT.MM.JJJJ", "MM/DD/YYYY"), in which the server reads it, so a date is never misread.
 */
export function PlainDateField({ description, ...props }: PlainDateFieldProps) {
  const t = useT();
  const format = t("ui.datePicker.format");
  return (
    <TextField
      {...props}
      autoComplete="off"
      placeholder={format}
      description={
        <>
          {description ? <span className={styles.line}>{description}</span> : null}
          <span className={styles.line}>{t("ui.datePicker.formatHint", { format })}</span>
        </>
      }
    />
  );
}
