import { Address } from "~/platform/api/contract-rules";
import { type EchoedValues, textOf } from "~/platform/forms/form-values";
import { useT } from "~/platform/i18n/i18n";
import { TextField } from "~/ui/fields/text-field";
import styles from "./personal-data.module.css";
import { type PersonalErrors, type PersonalField, personalForm } from "./personal-data-schema";

type AddressField = Extract<PersonalField, "street" | "houseNumber" | "postalCode" | "city" | "addition">;

/**
 * The autocomplete tokens (WCAG 1.3.5). HTML has no token for the house number alone: the street carries the first
 * address line, the house number none (not `off`, which would stop every helper), the addition the second line.
 */
const AUTOCOMPLETE: Record<AddressField, string | undefined> = {
  street: "address-line1",
  houseNumber: undefined,
  postalCode: "postal-code",
  city: "address-level2",
  addition: "address-line2",
};

export function AddressFields({ defaults, errors }: { defaults: EchoedValues; errors: PersonalErrors }) {
  const t = useT();
  const field = (
    name: AddressField,
    label: Parameters<typeof t>[0],
    extra: Partial<Parameters<typeof TextField>[0]>,
  ) => (
    <TextField
      id={personalForm.fieldId(name)}
      name={name}
      label={t(label)}
      autoComplete={AUTOCOMPLETE[name]}
      defaultValue={textOf(defaults, name)}
      errorMessage={errors[name] && t(errors[name])}
      {...extra}
    />
  );
  return (
    <section className={styles.section} aria-labelledby="personal-address">
      <h2 id="personal-address" className={styles.sectionTitle}>
        {t("checkout.personal.section.address")}
      </h2>
      <div className={styles.row}>
        {field("street", "checkout.personal.field.street", { isRequired: true, maxLength: Address.street.maxLength })}
        {field("houseNumber", "checkout.personal.field.houseNumber", {
          isRequired: true,
          maxLength: Address.houseNumber.maxLength,
        })}
      </div>
      <div className={styles.row}>
        {field("postalCode", "checkout.personal.field.postalCode", {
          isRequired: true,
          inputMode: "numeric",
          maxLength: 5,
        })}
        {field("city", "checkout.personal.field.city", { isRequired: true, maxLength: Address.city.maxLength })}
      </div>
      {field("addition", "checkout.personal.field.addition", {
        description: t("checkout.personal.field.addition.hint"),
        maxLength: Address.addition.maxLength,
      })}
    </section>
  );
}
