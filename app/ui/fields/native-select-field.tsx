import { type Ref, useId } from "react";
import { useT } from "~/platform/i18n/i18n";
import { Icon } from "../icon/icon";
import { type FieldBaseProps, type FieldOption, RequiredMarker } from "./field-parts";
import styles from "./fields.module.css";

interface NativeSelectFieldProps extends FieldBaseProps {
  options: readonly FieldOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  autoComplete?: string;
  /** Text of the empty first option (default "Please choose"); the field starts on it. */
  placeholder?: string;
  selectRef?: Ref<HTMLSelectElement>;
  /**
   * Required whenever it is shown, though the browser must not check it: a field that CSS reveals only once
   * another choice calls for it (the browser would refuse to send a form with a hidden empty required field).
   * Marks the label and sets `aria-required`; the server checks it.
   */
  markRequired?: boolean;
}

/**
 * A single choice as the browser's own select: works without JavaScript (forms that must never fail, like the
 * termination form), uses the phone's native picker and ships no script. Use SelectField for styled options.
 */
export function NativeSelectField(props: NativeSelectFieldProps) {
  const { name, label, description, errorMessage, isRequired, isDisabled, options } = props;
  const t = useT();
  const baseId = useId();
  const id = props.id ?? `${baseId}-select`;
  const ids = { description: `${baseId}-description`, error: `${baseId}-error` };
  const describedBy = [description ? ids.description : "", errorMessage ? ids.error : ""].filter(Boolean).join(" ");
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired || props.markRequired ? <RequiredMarker /> : null}
      </label>
      {description ? (
        <span id={ids.description} className={styles.description}>
          {description}
        </span>
      ) : null}
      <div className={styles.nativeSelect}>
        <select
          ref={props.selectRef}
          id={id}
          name={name}
          value={props.value}
          defaultValue={props.value === undefined ? (props.defaultValue ?? "") : undefined}
          onChange={(event) => props.onChange?.(event.currentTarget.value)}
          autoComplete={props.autoComplete}
          required={isRequired}
          aria-required={!isRequired && props.markRequired ? true : undefined}
          disabled={isDisabled}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={styles.control}
        >
          <option value="">{props.placeholder ?? t("ui.select.placeholder")}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id} disabled={option.isDisabled} data-marker={option.marker}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={20} className={styles.selectArrow} />
      </div>
      {errorMessage ? (
        <span id={ids.error} className={styles.error}>
          <Icon name="error" size={18} className={styles.errorIcon} />
          <span>{errorMessage}</span>
        </span>
      ) : null}
    </div>
  );
}
