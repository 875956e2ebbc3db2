import type { ReactNode } from "react";
import { CheckboxField as AriaCheckboxField, CheckboxButton } from "react-aria-components/Checkbox";
import { Text } from "react-aria-components/Text";
import { Icon } from "../icon/icon";
import styles from "./choice.module.css";
import { FieldErrorText, RequiredMarker } from "./field-parts";

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

/** A single checkbox with its label, optional description and a linked error text. */
export function CheckboxField(props: CheckboxFieldProps) {
  const { id, name, value, label, description, errorMessage, isRequired, isDisabled } = props;
  return (
    <AriaCheckboxField
      id={id}
      name={name}
      value={value}
      isSelected={props.isSelected}
      defaultSelected={props.defaultSelected}
      onChange={props.onChange}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={errorMessage ? true : undefined}
      validationBehavior="aria"
      className={styles.choice}
    >
      <CheckboxButton className={styles.button}>
        {({ isSelected }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isSelected ? <Icon name="check" size={16} /> : null}
            </span>
            <span className={styles.text}>
              {label}
              {isRequired ? <RequiredMarker /> : null}
            </span>
          </>
        )}
      </CheckboxButton>
      {description ? (
        <Text slot="description" className={styles.hint}>
          {description}
        </Text>
      ) : null}
      <FieldErrorText message={errorMessage} />
    </AriaCheckboxField>
  );
}
