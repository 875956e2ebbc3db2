import { type ReactNode, useId } from "react";
import { Icon } from "../icon/icon";
import styles from "./choice.module.css";
import { RequiredMarker } from "./field-parts";
import { describedBy, NativeErrorText, NativeHint } from "./native-choice-parts";

interface CheckboxFieldProps {
  id?: string;
  name?: string;
  /** Form value when checked (default "on"). */
  value?: string;
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (selected: boolean) => void;
}

/**
 * A single native checkbox with its label, optional description and a linked error text: it toggles and submits
 * without JavaScript; CSS draws the box and the check mark from the input's own checked state.
 */
export function CheckboxField(props: CheckboxFieldProps) {
  const { name, value, label, description, errorMessage, isRequired, isDisabled } = props;
  const baseId = useId();
  const id = props.id ?? `${baseId}-checkbox`;
  const ids = { description: `${baseId}-description`, error: `${baseId}-error` };
  const controlled = props.isSelected !== undefined;
  return (
    <div className={styles.choice}>
      <label className={styles.button} data-disabled={isDisabled || undefined}>
        <span className={styles.control}>
          <input
            type="checkbox"
            id={id}
            name={name}
            value={value}
            checked={controlled ? props.isSelected : undefined}
            defaultChecked={controlled ? undefined : props.defaultSelected}
            onChange={(event) => props.onChange?.(event.currentTarget.checked)}
            required={isRequired}
            disabled={isDisabled}
            aria-invalid={errorMessage ? true : undefined}
            aria-describedby={describedBy(description ? ids.description : null, errorMessage ? ids.error : null)}
            className={styles.box}
          />
          <Icon name="check" size={16} className={styles.mark} />
        </span>
        <span className={styles.text}>
          {label}
          {isRequired ? <RequiredMarker /> : null}
        </span>
      </label>
      <NativeHint id={ids.description} className={styles.hint}>
        {description}
      </NativeHint>
      <NativeErrorText id={ids.error} message={errorMessage} />
    </div>
  );
}
