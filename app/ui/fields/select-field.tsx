import { lazy, Suspense, useRef, useState } from "react";
import { useIdleEnhancement } from "../hooks/use-idle-enhancement";
import type { FieldOption } from "./field-parts";
import { NativeSelectField } from "./native-select-field";
import type { SelectFieldProps } from "./select-field-rich";

export type { FieldOption } from "./field-parts";

const loadRich = () => import("./select-field-rich");
const RichSelectField = lazy(() => loadRich().then((m) => ({ default: m.RichSelectField })));

/**
 * A single choice from a list. Rendered first as the browser's own select (works without JavaScript and ships no
 * script with the page); once the browser is idle it becomes the styled react-aria Select, keeping the choice.
 */
export function SelectField(props: SelectFieldProps) {
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
      {...props}
      options={props.options as FieldOption[]}
      value={value ?? ""}
      defaultValue={undefined}
      onChange={(next) => onChange(next === "" ? null : next)}
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
