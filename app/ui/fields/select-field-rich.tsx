import { Button } from "react-aria-components/Button";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { type Key, Select, SelectValue } from "react-aria-components/Select";
import { useT } from "~/platform/i18n/i18n";
import { Icon } from "../icon/icon";
import { type FieldBaseProps, FieldDescription, FieldErrorText, FieldLabel, type FieldOption } from "./field-parts";
import styles from "./fields.module.css";

export interface SelectFieldProps extends FieldBaseProps {
  options: readonly FieldOption[];
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  autoComplete?: string;
}

/** The rich select (react-aria Select): styled options; a hidden native select carries the value in form posts. */
export function RichSelectField(props: SelectFieldProps) {
  const { id, name, label, description, errorMessage, isRequired, isDisabled, options } = props;
  const t = useT();
  return (
    <Select
      id={id}
      name={name}
      value={props.value}
      defaultValue={props.defaultValue}
      onChange={(key: Key | null) => props.onChange?.(key === null ? null : String(key))}
      disabledKeys={options.filter((option) => option.isDisabled).map((option) => option.id)}
      placeholder={props.placeholder ?? t("ui.select.placeholder")}
      autoComplete={props.autoComplete}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={errorMessage ? true : undefined}
      validationBehavior="aria"
      className={styles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <Button className={`${styles.control} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        <Icon name="chevron-down" size={20} />
      </Button>
      <FieldErrorText message={errorMessage} />
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.listbox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected ? <Icon name="check" size={18} className={styles.check} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
