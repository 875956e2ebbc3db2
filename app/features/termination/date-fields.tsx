import { lazy, Suspense } from "react";
import { type EchoedValues, textOf } from "~/platform/forms/form-values";
import { useT } from "~/platform/i18n/i18n";
import { PlainDateField } from "~/ui/fields/plain-date-field";
import { RadioGroupField } from "~/ui/fields/radio-group-field";
import { useMessageValues } from "./message-values";
import styles from "./termination-form.module.css";
import type { FieldErrors, TerminationValues } from "./termination-schema";
import { terminationForm } from "./termination-schema";
import type { ValidationContext } from "./termination-validation";

interface Props {
  context: ValidationContext;
  values: TerminationValues;
  defaults: EchoedValues;
  errors: FieldErrors;
  enhanced: boolean;
}

// The picker (and its date library) loads only when the customer chooses a later date.
const WindowDatePicker = lazy(() => import("~/ui/date-picker/window-date-picker"));

/** When the termination takes effect: now (the earliest possible date) or a later date within the window. */
export function DateFields({ context, values, defaults, errors, enhanced }: Props) {
  const t = useT();
  const { window, show, params } = useMessageValues(values, context);
  const later = values.selectTerminationDate === "later";
  const typed = textOf(defaults, "terminationDate");
  const dateError = errors.terminationDate && t(errors.terminationDate, params);
  const dateHint = t("termination.field.terminationDate.hint", params);
  return (
    <section className={styles.section} aria-labelledby="termination-date">
      <h2 id="termination-date" className={styles.sectionTitle}>
        {t("termination.section.date")}
      </h2>
      <RadioGroupField
        id={terminationForm.fieldId("selectTerminationDate")}
        name="selectTerminationDate"
        label={t("termination.field.dateChoice")}
        isRequired
        defaultValue={textOf(defaults, "selectTerminationDate") ?? "now"}
        errorMessage={errors.selectTerminationDate && t(errors.selectTerminationDate)}
        options={[
          {
            value: "now",
            label: t("termination.dateChoice.now"),
            description: t("termination.dateChoice.now.hint", { date: show(window.min) }),
          },
          { value: "later", label: t("termination.dateChoice.later") },
        ]}
      />
      <div className={styles.whenLater}>
        {enhanced && later ? (
          <Suspense fallback={null}>
            <WindowDatePicker
              id={terminationForm.fieldId("terminationDate")}
              name="terminationDate"
              label={t("termination.field.terminationDate")}
              description={dateHint}
              min={window.min}
              max={window.max}
              typed={typed}
              locale={context.locale}
              errorMessage={dateError}
            />
          </Suspense>
        ) : null}
        {enhanced ? null : (
          // Without JavaScript: a plain text field, read on the server in the page's date format.
          <PlainDateField
            id={terminationForm.fieldId("terminationDate")}
            name="terminationDate"
            label={t("termination.field.terminationDate")}
            description={dateHint}
            defaultValue={typed}
            errorMessage={dateError}
          />
        )}
      </div>
    </section>
  );
}
