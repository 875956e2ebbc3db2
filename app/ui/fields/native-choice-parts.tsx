import type { ReactNode } from "react";
import { Icon } from "../icon/icon";
import fieldStyles from "./fields.module.css";

/** The aria-describedby value of the ids that are set, or undefined when none is. */
export function describedBy(...ids: (string | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

/** A field's error text with an icon (never colour alone); the control links it through aria-describedby. */
export function NativeErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <span id={id} className={fieldStyles.error}>
      <Icon name="error" size={18} className={fieldStyles.errorIcon} />
      <span>{message}</span>
    </span>
  );
}

/** Helper text below a field or a single option; the control links it through aria-describedby. */
export function NativeHint({ id, className, children }: { id: string; className?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <span id={id} className={className}>
      {children}
    </span>
  );
}
