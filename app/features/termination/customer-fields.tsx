import { TerminationCustomer } from "~/platform/api/contract-rules";
import type { TerminationConfig } from "~/platform/api/types";
import { type EchoedValues, textOf } from "~/platform/forms/form-values";
import { useT } from "~/platform/i18n/i18n";
import { TextField } from "~/ui/fields/text-field";
import styles from "./termination-form.module.css";
import type { FieldErrors } from "./termination-schema";
import { terminationForm } from "./termination-schema";

/** Who the customer is and which contract: name, and customer number or the contract's phone number. */
export function CustomerFields({
  defaults,
  errors,
  billingType,
}: {
  defaults: EchoedValues;
  errors: FieldErrors;
  /** Prepaid customers get no invoice: their hint names where else the number is. */
  billingType: TerminationConfig["billingType"];
}) {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby="termination-customer">
      <h2 id="termination-customer" className={styles.sectionTitle}>
        {t("termination.section.customer")}
      </h2>
      <div className={styles.row}>
        <TextField
          id={terminationForm.fieldId("firstName")}
          name="firstName"
          label={t("termination.field.firstName")}
          autoComplete="given-name"
          isRequired
          maxLength={TerminationCustomer.firstName.maxLength}
          defaultValue={textOf(defaults, "firstName")}
          errorMessage={errors.firstName && t(errors.firstName)}
        />
        <TextField
          id={terminationForm.fieldId("lastName")}
          name="lastName"
          label={t("termination.field.lastName")}
          autoComplete="family-name"
          isRequired
          maxLength={TerminationCustomer.lastName.maxLength}
          defaultValue={textOf(defaults, "lastName")}
          errorMessage={errors.lastName && t(errors.lastName)}
        />
      </div>
      <p className={styles.note} id="termination-identification-hint">
        {t("termination.identification.hint")}
      </p>
      <div className={styles.row}>
        <TextField
          id={terminationForm.fieldId("customerNumber")}
          name="customerNumber"
          label={t("termination.field.customerNumber")}
          description={t(
            billingType === "prepaid"
              ? "termination.field.customerNumber.hint.prepaid"
              : "termination.field.customerNumber.hint",
          )}
          maxLength={TerminationCustomer.customerNumber.maxLength}
          defaultValue={textOf(defaults, "customerNumber")}
          errorMessage={errors.customerNumber && t(errors.customerNumber)}
        />
        <TextField
          id={terminationForm.fieldId("phoneNumber")}
          name="phoneNumber"
          type="tel"
          label={t("termination.field.phoneNumber")}
          description={t("termination.field.phoneNumber.hint")}
          autoComplete="tel"
          defaultValue={textOf(defaults, "phoneNumber")}
          errorMessage={errors.phoneNumber && t(errors.phoneNumber)}
        />
      </div>
    </section>
  );
}
