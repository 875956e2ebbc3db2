import { lazy, Suspense, useRef, useState } from "react";
import { useIdleEnhancement } from "../hooks/use-idle-enhancement";
import type { ComboBoxFieldProps } from "./combobox-field-rich";
import { NativeSelectField } from "./native-select-field";

const loadRich = () => import("./combobox-field-rich");
const RichComboBoxField = lazy(() => loadRich().then((m) => ({ default: m.RichComboBoxField })));

/**
 * A choice with type-to-filter suggestions. Rendered first as the browser's own select (works without JavaScript);
 * once the browser is idle it becomes the react-aria ComboBox, keeping the choice.
 */
export function ComboBoxField(props: ComboBoxFieldProps) {
  const [own, setOwn] = useState<string | null>(props.defaultValue ?? null);
  const value = props.value !== undefined ? props.value : own;
  const plain = useRef<HTMLSelectElement>(null);
  const enhanced = useIdleEnhancement(loadRich, plain);
  const onChange = (next: string | null) => {
    setOwn(next);
    props.onChange?.(next);
  };
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
      onChange={(next) => onChange(next === "" ? null : next)}
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
