import { type EchoedValues, textOf } from "~/platform/forms/form-values";
import { useT } from "~/platform/i18n/i18n";
import { RadioGroupField } from "~/ui/fields/radio-group-field";
import { BirthDateFields } from "./birth-date-fields";
import type { PersonalErrors } from "./personal-data-schema";
import { rowProps, SectionFields } from "./section-fields";

/** Salutation, name and birth date: the salutation's choice and the birth date's three parts are the section's own. */
export function PersonFields({ defaults, errors }: { defaults: EchoedValues; errors: PersonalErrors }) {
  const t = useT();
  const salutation = (
    <RadioGroupField
      {...rowProps("salutation", errors, t)}
      orientation="horizontal"
      isRequired
      defaultValue={textOf(defaults, "salutation") ?? null}
      options={[
        { value: "frau", label: t("checkout.personal.field.salutation.frau") },
        { value: "herr", label: t("checkout.personal.field.salutation.herr") },
      ]}
    />
  );
  const birthDate = <BirthDateFields defaults={defaults} error={errors.birthDate && t(errors.birthDate)} />;
  return <SectionFields section="person" defaults={defaults} errors={errors} custom={{ salutation, birthDate }} />;
}
