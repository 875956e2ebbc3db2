import type { Nationality } from "~/platform/api/types";
import { type EchoedValues, textOf } from "~/platform/forms/form-values";
import { useT } from "~/platform/i18n/i18n";
import { ComboBoxField } from "~/ui/fields/combobox-field";
import type { PersonalErrors } from "./personal-data-schema";
import { rowProps, SectionFields } from "./section-fields";

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
  const nationality = (
    <ComboBoxField
      {...rowProps("nationality", errors, t)}
      autoComplete="off"
      options={nationalities.map((n) => ({ id: n.code, label: n.name }))}
      defaultValue={textOf(defaults, "nationality") ?? null}
    />
  );
  return <SectionFields section="contact" defaults={defaults} errors={errors} custom={{ nationality }} />;
}
