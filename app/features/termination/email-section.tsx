import { TerminationCustomer } from "~/platform/api/contract-rules";
import { type EchoedValues, textOf } from "~/platform/forms/form-values";
import { useT } from "~/platform/i18n/i18n";
import { TextField } from "~/ui/fields/text-field";
import styles from "./termination-form.module.css";
import type { FieldErrors } from "./termination-schema";
import { terminationForm } from "./termination-schema";

/** Where the confirmation goes: the e-mail address, in both termination forms. */
export function EmailSection({ defaults, errors }: { defaults: EchoedValues; errors: FieldErrors }) {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="termination-email-section">
      <h2 id="termination-email-section" className={styles.sectionTitle}>
        {t("termination.section.confirmation")}
      </h2>
      <TextField
        id={terminationForm.fieldId("email")}
        name="email"
        type="email"
        label={t("termination.field.email")}
        description={t("termination.field.email.hint")}
        autoComplete="email"
        isRequired
        maxLength={TerminationCustomer.email.maxLength}
        defaultValue={textOf(defaults, "email")}
        errorMessage={errors.email && t(errors.email)}
      />
    </section>
  );
}
