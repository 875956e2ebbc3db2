import type { ReactNode } from "react";
import { FieldError } from "react-aria-components/FieldError";
import { Label } from "react-aria-components/Label";
import { Text } from "react-aria-components/Text";
import { useT } from "~/platform/i18n/i18n";
import { Icon } from "../icon/icon";
import styles from "./fields.module.css";

/** One choice of a select or combobox. */
export interface FieldOption {
  id: string;
  label: string;
  isDisabled?: boolean;
  /** Marks the option for CSS (e.g. `select:has(option[data-marker~="proof"]:checked)`), which works without JavaScript. */
  marker?: string;
}

/** Props every form field shares. */
export interface FieldBaseProps {
  /** Goes onto the focusable element, so an error summary can link to it. */
  id?: string;
  name?: string;
  label: ReactNode;
  description?: ReactNode;
  /** A server or form error: marks the field invalid and is linked to it (aria-describedby). */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

/** The required marker: a visible asterisk, announced as "required" through the field's own required state. */
export function RequiredMarker() {
  const t = useT();
  return (
    <span className={styles.required} title={t("ui.field.required")} aria-hidden="true">
      *
    </span>
  );
}

export function FieldLabel({
  children,
  isRequired,
  elementType,
}: {
  children: ReactNode;
  isRequired?: boolean;
  elementType?: string;
}) {
  return (
    <Label className={styles.label} elementType={elementType}>
      {children}
      {isRequired ? <RequiredMarker /> : null}
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** The field's error text with an icon (never colour alone); react-aria links it to the field. */
export function FieldErrorText({ message }: { message?: string }) {
  return (
    <FieldError className={styles.error}>
      {(validation) => (
        <>
          <Icon name="error" size={18} className={styles.errorIcon} />
          <span>{message ?? validation.validationErrors.join(" ")}</span>
        </>
      )}
    </FieldError>
  );
}
