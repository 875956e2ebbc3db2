import { type ReactNode, useId, useState } from "react";
import styles from "./choice.module.css";
import { type FieldBaseProps, RequiredMarker } from "./field-parts";
import fieldStyles from "./fields.module.css";
import { describedBy, NativeErrorText, NativeHint } from "./native-choice-parts";

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
}

interface RadioGroupFieldProps extends FieldBaseProps {
  options: readonly RadioOption[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  orientation?: "vertical" | "horizontal";
}

/** The option that carries the field's id: the checked one when it can take focus, else the first enabled one. */
function focusableOptionIndex(options: readonly RadioOption[], selected: string | null | undefined): number {
  const checked = options.findIndex((option) => option.value === selected && !option.isDisabled);
  if (checked >= 0) return checked;
  return Math.max(
    0,
    options.findIndex((option) => !option.isDisabled),
  );
}

/**
 * Mutually exclusive options as native radios in a fieldset: the browser gives Tab into the group and arrow keys
 * to choose, and the value is submitted without JavaScript.
 */
export function RadioGroupField(props: RadioGroupFieldProps) {
  const { id, label, description, errorMessage, isRequired, isDisabled, options } = props;
  const baseId = useId();
  // Radios without a shared name are not a group (no arrow keys, several checked), so one is generated.
  const name = props.name ?? `${baseId}-radio`;
  const ids = { description: `${baseId}-description`, error: `${baseId}-error` };
  const controlled = props.value !== undefined;
  const [uncontrolledValue, setUncontrolledValue] = useState(props.defaultValue ?? null);
  const selected = controlled ? props.value : uncontrolledValue;
  const focusIndex = focusableOptionIndex(options, selected);
  const invalid = errorMessage ? true : undefined;
  const groupDescription = describedBy(description ? ids.description : null, errorMessage ? ids.error : null);
  const orientation = props.orientation ?? "vertical";

  const choose = (value: string) => {
    if (!controlled) setUncontrolledValue(value);
    props.onChange?.(value);
  };

  return (
    // A native group: the legend names it, each radio carries required and invalid (unsupported on "group").
    <fieldset aria-describedby={groupDescription} disabled={isDisabled} className={fieldStyles.fieldset}>
      <legend className={`${fieldStyles.label} ${fieldStyles.legend}`}>
        {label}
        {isRequired ? <RequiredMarker /> : null}
      </legend>
      <NativeHint id={ids.description} className={fieldStyles.description}>
        {description}
      </NativeHint>
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option, index) => {
          const hintId = `${baseId}-hint-${index}`;
          return (
            <div key={option.value} className={styles.choice}>
              <label className={styles.button} data-disabled={isDisabled || option.isDisabled || undefined}>
                <input
                  type="radio"
                  id={index === focusIndex ? id : undefined}
                  name={name}
                  value={option.value}
                  checked={controlled ? props.value === option.value : undefined}
                  defaultChecked={controlled ? undefined : props.defaultValue === option.value}
                  onChange={() => choose(option.value)}
                  required={isRequired}
                  disabled={isDisabled || option.isDisabled}
                  aria-invalid={invalid}
                  aria-describedby={describedBy(option.description ? hintId : null, groupDescription)}
                  className={styles.radio}
                />
                <span className={styles.text}>{option.label}</span>
              </label>
              <NativeHint id={hintId} className={styles.hint}>
                {option.description}
              </NativeHint>
            </div>
          );
        })}
      </div>
      <NativeErrorText id={ids.error} message={errorMessage} />
    </fieldset>
  );
}
