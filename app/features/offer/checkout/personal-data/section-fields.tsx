import { Fragment, type ReactNode } from "react";
import { type EchoedValues, textOf } from "~/platform/forms/form-values";
import { useT } from "~/platform/i18n/i18n";
import { TextField } from "~/ui/fields/text-field";
import styles from "./personal-data.module.css";
import {
  type FieldView,
  type PersonalErrors,
  type PersonalField,
  type PersonalSection,
  personalForm,
  type TextInput,
} from "./personal-data-schema";

type ShownRow = (typeof personalForm.fields)[number] & { view: FieldView };
type Translate = ReturnType<typeof useT>;

/** What every control of a row carries: its focus id, posted name, label and error. */
export function rowProps(name: PersonalField, errors: PersonalErrors, t: Translate) {
  const error = errors[name];
  return { id: personalForm.fieldId(name), name, label: t(personalForm.label(name)), errorMessage: error && t(error) };
}

interface Props {
  section: PersonalSection;
  defaults: EchoedValues;
  errors: PersonalErrors;
  /** The section's own controls, for its rows without a text input (a choice, the birth date, a list). */
  custom?: Partial<Record<PersonalField, ReactNode>>;
}

/**
 * A section of the form: its heading, then its rows of the table in table order (so the page and the error summary
 * agree), a text input drawn from its row, two half-width ones on one line.
 */
export function SectionFields({ section, defaults, errors, custom = {} }: Props) {
  const t = useT();
  const rows = personalForm.fields.filter((row): row is ShownRow => "view" in row && row.view.section === section);
  const field = (row: ShownRow) => {
    const text: TextInput | undefined = row.view.text;
    if (!text) return custom[row.name] ?? null;
    return (
      <TextField
        key={row.name}
        {...rowProps(row.name, errors, t)}
        type={text.type}
        description={text.hint && t(text.hint)}
        autoComplete={text.autoComplete}
        inputMode={text.inputMode}
        isRequired={text.required}
        maxLength={text.maxLength}
        defaultValue={textOf(defaults, row.name)}
      />
    );
  };
  const lines: ReactNode[] = [];
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as ShownRow;
    const next = rows[index + 1];
    if (row.view.text?.half && next?.view.text?.half) {
      lines.push(
        <div key={row.name} className={styles.row}>
          {field(row)}
          {field(next)}
        </div>,
      );
      index++;
    } else lines.push(<Fragment key={row.name}>{field(row)}</Fragment>);
  }
  return (
    <section className={styles.section} aria-labelledby={`personal-${section}`}>
      <h2 id={`personal-${section}`} className={styles.sectionTitle}>
        {t(`checkout.personal.section.${section}`)}
      </h2>
      {lines}
    </section>
  );
}
