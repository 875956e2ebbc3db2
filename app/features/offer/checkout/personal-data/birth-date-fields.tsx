import { useId } from "react";
import { type EchoedValues, textOf } from "~/platform/forms/form-values";
import { useT } from "~/platform/i18n/i18n";
import { RequiredMarker } from "~/ui/fields/field-parts";
import fieldStyles from "~/ui/fields/fields.module.css";
import { describedBy, NativeErrorText } from "~/ui/fields/native-choice-parts";
import styles from "./personal-data.module.css";
import { personalForm } from "./personal-data-schema";

const PARTS = [
  { name: "birthDay", label: "checkout.personal.field.birthDay", autoComplete: "bday-day", maxLength: 2 },
  { name: "birthMonth", label: "checkout.personal.field.birthMonth", autoComplete: "bday-month", maxLength: 2 },
  { name: "birthYear", label: "checkout.personal.field.birthYear", autoComplete: "bday-year", maxLength: 4 },
] as const;

/**
 * The birth date as three plain number fields (day, month, year) in one group: quick to type, filled in by the
 * browser (bday-day/-month/-year), no script needed. One error for the group, linked to each part.
 */
export function BirthDateFields({ defaults, error }: { defaults: EchoedValues; error?: string }) {
  const t = useT();
  const baseId = useId();
  const ids = { hint: `${baseId}-hint`, error: `${baseId}-error` };
  return (
    <fieldset className={fieldStyles.fieldset} aria-describedby={describedBy(ids.hint, error ? ids.error : null)}>
      <legend className={`${fieldStyles.label} ${fieldStyles.legend}`}>
        {t("checkout.personal.field.birthDate")}
        <RequiredMarker />
      </legend>
      <span id={ids.hint} className={fieldStyles.description}>
        {t("checkout.personal.field.birthDate.hint")}
      </span>
      <div className={styles.dateParts}>
        {PARTS.map((part) => {
          const id = part.name === "birthDay" ? personalForm.fieldId("birthDate") : `personal-${part.name}`;
          return (
            <div key={part.name} className={styles.datePart}>
              <label htmlFor={id} className={fieldStyles.label}>
                {t(part.label)}
              </label>
              <input
                id={id}
                name={part.name}
                type="text"
                inputMode="numeric"
                autoComplete={part.autoComplete}
                maxLength={part.maxLength}
                required
                defaultValue={textOf(defaults, part.name)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
                className={fieldStyles.control}
              />
            </div>
          );
        })}
      </div>
      <NativeErrorText id={ids.error} message={error} />
    </fieldset>
  );
}
