import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { Icon } from "../icon/icon";
import { type FieldBaseProps, RequiredMarker } from "./field-parts";
import styles from "./fields.module.css";

interface TextFieldProps extends FieldBaseProps {
  type?: "text" | "email" | "tel" | "password" | "url" | "search";
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  onKeyDown?: InputHTMLAttributes<HTMLInputElement>["onKeyDown"];
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
  maxLength?: number;
  placeholder?: string;
  /** A multi-line text area. */
  multiline?: boolean;
  /** Shown inside the field's box after the input (e.g. a calendar button). */
  trailing?: ReactNode;
  /** The box around input and trailing content (e.g. to place a popover under it). */
  boxRef?: Ref<HTMLDivElement>;
  /** Extra id for the label text, for controls that refer to the field's name. */
  labelTextId?: string;
}

/**
 * Text input with label, description, required marker and a linked error text. A native input: nothing here
 * needs more than HTML, and it works before (and without) JavaScript.
 */
export function TextField(props: TextFieldProps) {
  const { name, label, description, errorMessage, isRequired, isDisabled, multiline, trailing } = props;
  const baseId = useId();
  const id = props.id ?? `${baseId}-input`;
  const ids = { description: `${baseId}-description`, error: `${baseId}-error` };
  const describedBy = [description ? ids.description : "", errorMessage ? ids.error : ""].filter(Boolean).join(" ");
  const common = {
    id,
    name,
    value: props.value,
    defaultValue: props.defaultValue,
    onChange: (event: { currentTarget: { value: string } }) => props.onChange?.(event.currentTarget.value),
    onBlur: props.onBlur,
    required: isRequired,
    disabled: isDisabled,
    maxLength: props.maxLength,
    placeholder: props.placeholder,
    "aria-invalid": errorMessage ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  const inputClass = trailing ? styles.bare : styles.control;
  const control = multiline ? (
    <textarea {...common} className={`${styles.control} ${styles.textarea}`} />
  ) : (
    <input
      {...common}
      type={props.type ?? "text"}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      onKeyDown={props.onKeyDown}
      className={inputClass}
    />
  );
  return (
    <div className={styles.field} data-invalid={errorMessage ? true : undefined}>
      <label htmlFor={id} className={styles.label}>
        <span id={props.labelTextId}>{label}</span>
        {isRequired ? <RequiredMarker /> : null}
      </label>
      {description ? (
        <span id={ids.description} className={styles.description}>
          {description}
        </span>
      ) : null}
      {trailing ? (
        <div
          ref={props.boxRef}
          className={`${styles.control} ${styles.box}`}
          data-invalid={errorMessage ? true : undefined}
        >
          {control}
          {trailing}
        </div>
      ) : (
        control
      )}
      {errorMessage ? (
        <span id={ids.error} className={styles.error}>
          <Icon name="error" size={18} className={styles.errorIcon} />
          <span>{errorMessage}</span>
        </span>
      ) : null}
    </div>
  );
}
