import { PersonalData } from "~/platform/api/contract-rules";
import { type EchoedValues, textOf } from "~/platform/forms/form-values";
import { useT } from "~/platform/i18n/i18n";
import { RadioGroupField } from "~/ui/fields/radio-group-field";
import { TextField } from "~/ui/fields/text-field";
import { BirthDateFields } from "./birth-date-fields";
import styles from "./personal-data.module.css";
import { type PersonalErrors, personalForm } from "./personal-data-schema";

/** Salutation, name and birth date. */
export function PersonFields({ defaults, errors }: { defaults: EchoedValues; errors: PersonalErrors }) {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="personal-person">
      <h2 id="personal-person" className={styles.sectionTitle}>
        {t("checkout.personal.section.person")}
      </h2>
      <RadioGroupField
        id={personalForm.fieldId("salutation")}
        name="salutation"
        label={t("checkout.personal.field.salutation")}
        orientation="horizontal"
        isRequired
        defaultValue={textOf(defaults, "salutation") ?? null}
        errorMessage={errors.salutation && t(errors.salutation)}
        options={[
          { value: "frau", label: t("checkout.personal.field.salutation.frau") },
          { value: "herr", label: t("checkout.personal.field.salutation.herr") },
        ]}
      />
      <div className={styles.row}>
        <TextField
          id={personalForm.fieldId("firstName")}
          name="firstName"
          label={t("checkout.personal.field.firstName")}
          autoComplete="given-name"
          isRequired
          maxLength={PersonalData.firstName.maxLength}
          defaultValue={textOf(defaults, "firstName")}
          errorMessage={errors.firstName && t(errors.firstName)}
        />
        <TextField
          id={personalForm.fieldId("lastName")}
          name="lastName"
          label={t("checkout.personal.field.lastName")}
          autoComplete="family-name"
          isRequired
          maxLength={PersonalData.lastName.maxLength}
          defaultValue={textOf(defaults, "lastName")}
          errorMessage={errors.lastName && t(errors.lastName)}
        />
      </div>
      <BirthDateFields defaults={defaults} error={errors.birthDate && t(errors.birthDate)} />
    </section>
  );
}
