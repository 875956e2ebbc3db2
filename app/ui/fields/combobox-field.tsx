import { lazy, Suspense } from "react";
import type { ComboBoxFieldProps } from "./combobox-field-rich";
import { NativeSelectField } from "./native-select-field";
import { useEnhancedChoice } from "./use-enhanced-choice";

const loadRich = () => import("./combobox-field-rich");
const RichComboBoxField = lazy(() => loadRich().then((m) => ({ default: m.RichComboBoxField })));

/**
 * A choice with type-to-filter suggestions. Rendered first as the browser's own select (works without JavaScript);
 * once the customer starts using the page it becomes the react-aria ComboBox, keeping the choice.
 */
export function ComboBoxField(props: ComboBoxFieldProps) {
  const { value, onChange, onNativeChange, plain, enhanced } = useEnhancedChoice(props, loadRich);
  const native = (
    <NativeSelectField
      id={props.id}
      name={props.name}
      label={props.label}
      description={props.description}
      errorMessage={props.errorMessage}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      autoComplete={props.autoComplete}
      options={props.options}
      value={value ?? ""}
      onChange={onNativeChange}
      selectRef={plain}
    />
  );
  if (!enhanced) return native;
  return (
    <Suspense fallback={native}>
      <RichComboBoxField {...props} value={value} defaultValue={undefined} onChange={onChange} />
    </Suspense>
  );
}
