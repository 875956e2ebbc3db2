import { useCallback, useRef, useState } from "react";

/** A value that the parent may control (value + onChange) or leave to the component (defaultValue). */
export function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (next: T) => void) {
  const [inner, setInner] = useState<T>(defaultValue);
  const controlled = useRef(value !== undefined).current;
  const current = controlled ? (value as T) : inner;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set] as const;
}
