import type { DateValue } from "@internationalized/date";
import type { MessageId as MessageKey } from "@lingui/core";
import { type FormEvent, useState } from "react";
import { useT } from "~/platform/i18n/i18n";
import { Button } from "../button/button";
import { CheckboxField } from "../fields/checkbox-field";
import { ComboBoxField } from "../fields/combobox-field";
import { DateInputField } from "../fields/date-input-field";
import { ErrorSummary } from "../fields/error-summary";
import { FileUpload } from "../fields/file-upload";
import { NativeSelectField } from "../fields/native-select-field";
import { RadioGroupField } from "../fields/radio-group-field";
import { SelectField } from "../fields/select-field";
import { TextField } from "../fields/text-field";
import styles from "./gallery.module.css";
import { Example, GallerySection } from "./gallery-section";

interface Values {
  firstName: string;
  email: string;
  salutation: string | null;
  nationality: string | null;
  type: string | null;
  consent: boolean;
  files: File[];
  birthDate: DateValue | null;
}

const EMPTY: Values = {
  firstName: "",
  email: "",
  salutation: null,
  nationality: null,
  type: null,
  consent: false,
  files: [],
  birthDate: null,
};

/** The demo form's rules: every field required, the e-mail needs an @. Field id → message. */
function validate(values: Values): [string, MessageKey][] {
  const errors: [string, MessageKey][] = [];
  if (!values.firstName.trim()) errors.push(["form-first-name", "ui.gallery.form.errorFirstName"]);
  if (!values.email.includes("@")) errors.push(["form-email", "ui.gallery.form.errorEmail"]);
  if (!values.salutation) errors.push(["form-salutation", "ui.gallery.form.errorSalutation"]);
  if (!values.nationality) errors.push(["form-nationality", "ui.gallery.form.errorNationality"]);
  if (!values.type) errors.push(["form-type", "ui.gallery.form.errorType"]);
  if (!values.consent) errors.push(["form-consent", "ui.gallery.form.errorConsent"]);
  if (values.files.length === 0) errors.push(["form-file", "ui.gallery.form.errorFile"]);
  if (!values.birthDate) errors.push(["form-birth-date", "ui.gallery.form.errorBirthDate"]);
  return errors;
}

export function FormsGallery() {
  const t = useT();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [attempts, setAttempts] = useState(0);
  const [sent, setSent] = useState(false);
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const error = (fieldId: string) => errors.get(fieldId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = new Map(validate(values).map(([id, key]) => [id, t(key)]));
    setErrors(found);
    setAttempts((n) => n + 1);
    setSent(found.size === 0);
  };

  const nationalities = (["germany", "austria", "switzerland", "turkey", "poland"] as const).map((id) => ({
    id,
    label: t(`ui.gallery.form.${id}`),
  }));

  return (
    <GallerySection id="forms" title={t("ui.gallery.forms")}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.formWide}>
          <ErrorSummary errors={[...errors].map(([fieldId, message]) => ({ fieldId, message }))} focusKey={attempts} />
        </div>
        <TextField
          id="form-first-name"
          name="firstName"
          label={t("ui.gallery.form.firstName")}
          autoComplete="given-name"
          isRequired
          value={values.firstName}
          onChange={set("firstName")}
          errorMessage={error("form-first-name")}
        />
        <TextField
          id="form-email"
          name="email"
          type="email"
          label={t("ui.gallery.form.email")}
          description={t("ui.gallery.form.emailHint")}
          autoComplete="email"
          isRequired
          value={values.email}
          onChange={set("email")}
          errorMessage={error("form-email")}
        />
        <SelectField
          id="form-salutation"
          name="salutation"
          label={t("ui.gallery.form.salutation")}
          isRequired
          value={values.salutation}
          onChange={set("salutation")}
          errorMessage={error("form-salutation")}
          options={[
            { id: "frau", label: t("ui.gallery.form.mrs") },
            { id: "herr", label: t("ui.gallery.form.mr") },
            { id: "none", label: t("ui.gallery.form.none") },
          ]}
        />
        <ComboBoxField
          id="form-nationality"
          name="nationality"
          label={t("ui.gallery.form.nationality")}
          isRequired
          value={values.nationality}
          onChange={set("nationality")}
          errorMessage={error("form-nationality")}
          options={nationalities}
        />
        <RadioGroupField
          id="form-type"
          name="type"
          label={t("ui.gallery.form.type")}
          isRequired
          value={values.type}
          onChange={set("type")}
          errorMessage={error("form-type")}
          options={[
            { value: "regular", label: t("ui.gallery.form.regular"), description: t("ui.gallery.form.regularHint") },
            { value: "special", label: t("ui.gallery.form.special"), description: t("ui.gallery.form.specialHint") },
          ]}
        />
        <DateInputField
          id="form-birth-date"
          name="birthDate"
          label={t("ui.gallery.form.birthDate")}
          isRequired
          value={values.birthDate}
          onChange={set("birthDate")}
          errorMessage={error("form-birth-date")}
        />
        <FileUpload
          id="form-file"
          name="proof"
          label={t("ui.gallery.form.file")}
          description={t("ui.gallery.form.fileHint")}
          isRequired
          accept={["application/pdf", "image/*"]}
          maxSizeMb={5}
          onChange={set("files")}
          errorMessage={error("form-file")}
        />
        <div className={styles.formWide}>
          <CheckboxField
            id="form-consent"
            name="consent"
            label={t("ui.gallery.form.consent")}
            isRequired
            isSelected={values.consent}
            onChange={set("consent")}
            errorMessage={error("form-consent")}
          />
        </div>
        <div className={styles.formWide}>
          <Button type="submit">{t("ui.gallery.form.submit")}</Button>
        </div>
        <p className={styles.success} role="status">
          {sent ? t("ui.gallery.form.sent") : ""}
        </p>
      </form>
      <Example title={t("ui.gallery.form.states")} wide>
        <div className={styles.form}>
          <TextField label={t("ui.gallery.form.disabled")} defaultValue="4711-0815" isDisabled />
          <TextField
            label={t("ui.gallery.form.server")}
            type="tel"
            defaultValue="0176 0000000"
            errorMessage={t("ui.gallery.form.serverError")}
          />
          <SelectField
            label={t("ui.gallery.form.salutation")}
            isDisabled
            options={[{ id: "frau", label: t("ui.gallery.form.mrs") }]}
          />
          <CheckboxField label={t("ui.gallery.form.consent")} isDisabled defaultSelected />
          <NativeSelectField
            label={t("ui.gallery.form.nativeSelect")}
            name="salutationNative"
            options={[
              { id: "frau", label: t("ui.gallery.form.mrs") },
              { id: "herr", label: t("ui.gallery.form.mr") },
            ]}
          />
        </div>
      </Example>
    </GallerySection>
  );
}
