import type { ReactNode } from "react";
import { RadioButton, RadioField, RadioGroup } from "react-aria-components/RadioGroup";
import { Text } from "react-aria-components/Text";
import styles from "./choice.module.css";
import { type FieldBaseProps, FieldDescription, FieldErrorText, FieldLabel } from "./field-parts";
import fieldStyles from "./fields.module.css";

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

/** Mutually exclusive options (react-aria RadioGroup): Tab enters the group, arrow keys choose. */
export function RadioGroupField(props: RadioGroupFieldProps) {
  const { id, name, label, description, errorMessage, isRequired, isDisabled, options } = props;
  return (
    <RadioGroup
      id={id}
      name={name}
      value={props.value}
      defaultValue={props.defaultValue}
      onChange={props.onChange}
      orientation={props.orientation ?? "vertical"}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={errorMessage ? true : undefined}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={isRequired} elementType="span">
        {label}
      </FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={styles.options} data-orientation={props.orientation ?? "vertical"}>
        {options.map((option) => (
          <RadioField key={option.value} value={option.value} isDisabled={option.isDisabled} className={styles.choice}>
            <RadioButton className={styles.button}>
              <span className={styles.radio} aria-hidden="true" />
              <span className={styles.text}>{option.label}</span>
            </RadioButton>
            {option.description ? (
              <Text slot="description" className={styles.hint}>
                {option.description}
              </Text>
            ) : null}
          </RadioField>
        ))}
      </div>
      <FieldErrorText message={errorMessage} />
    </RadioGroup>
  );
}
