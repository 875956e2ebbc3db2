import { lazy, Suspense } from "react";
import type { FieldOption } from "./field-parts";
import { NativeSelectField } from "./native-select-field";
import type { SelectFieldProps } from "./select-field-rich";
import { useEnhancedChoice } from "./use-enhanced-choice";

const loadRich = () => import("./select-field-rich");
const RichSelectField = lazy(() => loadRich().then((m) => ({ default: m.RichSelectField })));

/**
 * A single choice from a list. Rendered first as the browser's own select (works without JavaScript and ships no
 * script with the page); once the customer starts using the page it becomes the styled react-aria Select, keeping the choice.
 */
export function SelectField(props: SelectFieldProps) {
  const { value, onChange, onNativeChange, plain, enhanced } = useEnhancedChoice(props, loadRich);
  const native = (
    <NativeSelectField
      {...props}
      options={props.options as FieldOption[]}
      value={value ?? ""}
      defaultValue={undefined}
      onChange={onNativeChange}
      selectRef={plain}
    />
  );
  if (!enhanced) return native;
  return (
    <Suspense fallback={native}>
      <RichSelectField {...props} value={value} defaultValue={undefined} onChange={onChange} />
    </Suspense>
  );
}
