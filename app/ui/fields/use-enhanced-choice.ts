import { useRef, useState } from "react";
import { useEnhancementOnIntent } from "../hooks/use-enhancement-on-intent";

interface ChoiceProps {
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
}

/**
 * The state of a choice that starts as the browser's own select and becomes a react-aria control once the
 * customer starts using the page (`load` fetches its code): one value for both, so the switch keeps the customer's choice.
 */
export function useEnhancedChoice(props: ChoiceProps, load: () => Promise<unknown>) {
  const [own, setOwn] = useState<string | null>(props.defaultValue ?? null);
  const value = props.value !== undefined ? props.value : own;
  const plain = useRef<HTMLSelectElement>(null);
  const enhanced = useEnhancementOnIntent(load, plain);
  const onChange = (next: string | null) => {
    setOwn(next);
    props.onChange?.(next);
  };
  /** The native select reports "" for its empty option. */
  const onNativeChange = (next: string) => onChange(next === "" ? null : next);
  return { value, onChange, onNativeChange, plain, enhanced };
}
