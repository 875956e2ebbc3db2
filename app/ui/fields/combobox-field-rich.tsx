import { Button } from "react-aria-components/Button";
import { ComboBox } from "react-aria-components/ComboBox";
import { Input } from "react-aria-components/Input";
import { ListBox, ListBoxItem } from "react-aria-components/ListBox";
import { Popover } from "react-aria-components/Popover";
import { useT } from "~/platform/i18n/i18n";
import { Icon } from "../icon/icon";
import { type FieldBaseProps, FieldDescription, FieldErrorText, FieldLabel, type FieldOption } from "./field-parts";
import styles from "./fields.module.css";

export interface ComboBoxFieldProps extends FieldBaseProps {
  options: readonly FieldOption[];
  /** The chosen option's id. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** Accept typed text that matches no option (the form then posts the text). */
  allowsCustomValue?: boolean;
  autoComplete?: string;
}

/** The rich combobox (react-aria ComboBox): typing filters the suggestions, arrow keys choose. */
export function RichComboBoxField(props: ComboBoxFieldProps) {
  const { id, name, label, description, errorMessage, isRequired, isDisabled, options } = props;
  const t = useT();
  return (
    <ComboBox
      id={id}
      name={name}
      defaultItems={options}
      selectedKey={props.value}
      defaultSelectedKey={props.defaultValue ?? undefined}
      onSelectionChange={(key) => props.onChange?.(key === null ? null : String(key))}
      disabledKeys={options.filter((option) => option.isDisabled).map((option) => option.id)}
      allowsCustomValue={props.allowsCustomValue}
      formValue={props.allowsCustomValue ? "text" : "key"}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={errorMessage ? true : undefined}
      validationBehavior="aria"
      className={styles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={styles.comboRow}>
        <Input className={styles.control} autoComplete={props.autoComplete ?? "off"} />
        <Button className={styles.comboButton} aria-label={t("ui.combobox.showOptions")}>
          <Icon name="chevron-down" size={20} />
        </Button>
      </div>
      <FieldErrorText message={errorMessage} />
      <Popover className={styles.popover} offset={4}>
        <ListBox
          className={styles.listbox}
          renderEmptyState={() => <div className={styles.empty}>{t("ui.combobox.empty")}</div>}
        >
          {(option: FieldOption) => (
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
    </ComboBox>
  );
}
