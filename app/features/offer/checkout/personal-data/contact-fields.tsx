import { PersonalData } from "~/platform/api/contract-rules";
import type { Nationality } from "~/platform/api/types";
import { type EchoedValues, textOf } from "~/platform/forms/form-values";
import { useT } from "~/platform/i18n/i18n";
import { ComboBoxField } from "~/ui/fields/combobox-field";
import { TextField } from "~/ui/fields/text-field";
import styles from "./personal-data.module.css";
import { type PersonalErrors, personalForm } from "./personal-data-schema";

interface Props {
  defaults: EchoedValues;
  errors: PersonalErrors;
  nationalities: readonly Nationality[];
}

/**
 * E-mail, phone and nationality. The nationality is no input purpose of WCAG 1.3.5 (`country-name` is the
 * address's country and would fill in Germany for everyone), so it carries `off`; it starts as the browser's own
 * select (works without JavaScript) and becomes a searchable list once scripts run.
 */
export function ContactFields({ defaults, errors, nationalities }: Props) {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="personal-contact">
      <h2 id="personal-contact" className={styles.sectionTitle}>
        {t("checkout.personal.section.contact")}
      </h2>
      <TextField
        id={personalForm.fieldId("email")}
        name="email"
        type="email"
        label={t("checkout.personal.field.email")}
        autoComplete="email"
        isRequired
        maxLength={PersonalData.email.maxLength}
        defaultValue={textOf(defaults, "email")}
        errorMessage={errors.email && t(errors.email)}
      />
      <TextField
        id={personalForm.fieldId("phoneNumber")}
        name="phoneNumber"
        type="tel"
        label={t("checkout.personal.field.phoneNumber")}
        description={t("checkout.personal.field.phoneNumber.hint")}
        autoComplete="tel"
        isRequired
        defaultValue={textOf(defaults, "phoneNumber")}
        errorMessage={errors.phoneNumber && t(errors.phoneNumber)}
      />
      <ComboBoxField
        id={personalForm.fieldId("nationality")}
        name="nationality"
        label={t("checkout.personal.field.nationality")}
        autoComplete="off"
        options={nationalities.map((n) => ({ id: n.code, label: n.name }))}
        defaultValue={textOf(defaults, "nationality") ?? null}
        errorMessage={errors.nationality && t(errors.nationality)}
      />
    </section>
  );
}
