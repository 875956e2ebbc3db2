import { parseDate } from "@internationalized/date";
import { type FormEvent, lazy, Suspense, useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { IdentityDocument as Rules } from "~/platform/api/contract-rules";
import type { OfferKind } from "~/platform/api/types";
import { useFormDraft } from "~/platform/forms/form-draft";
import { type EchoedValues, echoValues, textOf } from "~/platform/forms/form-values";
import { useFormChecks } from "~/platform/forms/use-form-checks";
import { useFormat, useT } from "~/platform/i18n/i18n";
import type { Language } from "~/platform/i18n/languages";
import { formatDateText } from "~/ui/date-picker/date-text";
import { NativeSelectField } from "~/ui/fields/native-select-field";
import { PlainDateField } from "~/ui/fields/plain-date-field";
import { RadioGroupField } from "~/ui/fields/radio-group-field";
import { TextField } from "~/ui/fields/text-field";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import type { CheckoutIdentityMessageKey as Message } from "../../messages/checkout-identity-de";
import { StepFormProblems } from "../step-form";
import { StepNav } from "../step-nav";
import type { CountryOption, IdentityActionData } from "./identity.server";
import styles from "./identity-form.module.css";
import {
  DOCUMENT_TYPES,
  expiryWindow,
  IDENTITY_DRAFT_EXCLUDE,
  type IdentityErrors,
  type IdentityField,
  type IdentityValues,
  identityForm,
  parseIdentity,
} from "./identity-schema";

// The calendar (and its date library) loads after hydration; without JavaScript the date is typed.
const WindowDatePicker = lazy(() => import("~/ui/date-picker/window-date-picker"));

const TYPE_LABELS = {
  idCard: "checkout.identity.documentType.idCard",
  passport: "checkout.identity.documentType.passport",
  residencePermit: "checkout.identity.documentType.residencePermit",
} as const;

interface Props {
  token: string;
  kind: OfferKind;
  lang: Language;
  today: string;
  saved: EchoedValues;
  countries: CountryOption[];
  action: IdentityActionData | undefined;
}

/** The identity step's form: posted to the route's action, checked in the browser with the same rules first. */
export function IdentityForm(props: Props) {
  const serverValues = props.action?.values;
  const draft = useFormDraft(`checkout-identity:${props.token}`, {
    exclude: IDENTITY_DRAFT_EXCLUDE,
    enabled: !serverValues,
  });
  // The draft never holds the number: the saved one (rendered by the server) stays under it.
  const defaults: EchoedValues = serverValues ?? { ...props.saved, ...draft.restored };
  return <IdentityFormBody key={draft.revision} {...props} defaults={defaults} onDraftChange={draft.onChange} />;
}

function IdentityFormBody(
  props: Props & { defaults: EchoedValues; onDraftChange: (event: FormEvent<HTMLFormElement>) => void },
) {
  const { action, defaults, today } = props;
  const t = useT();
  const { locale } = useFormat();
  const enhanced = useHydrated();
  const navigation = useNavigation();
  const context = useMemo(() => ({ today, locale }), [today, locale]);
  const check = (form: HTMLFormElement): IdentityErrors => {
    const result = parseIdentity(echoValues(new FormData(form)) as IdentityValues, context);
    return result.success ? {} : result.errors;
  };
  const serverErrors = action?.status === "invalid" ? action.errors : {};
  const { errors, attempt, onSubmit, onChange } = useFormChecks(check, serverErrors, props.onDraftChange);
  const bounds = expiryWindow(today);
  const show = (iso: string) => formatDateText(parseDate(iso), locale);
  const params = { min: show(bounds.min), max: show(bounds.max) };
  // "{max}" is the authority's length in its message, the latest expiry date in the date's.
  const text = (key: Message) =>
    t(key, key === "checkout.identity.error.tooLong" ? { max: String(Rules.issuingAuthority.maxLength) } : params);
  const message = (field: IdentityField) => {
    const key = errors[field];
    return key ? text(key) : undefined;
  };
  const summary = identityForm.summaryEntries(errors, text);

  const typedExpiry = textOf(defaults, "expiryDate");
  const expiryHint = t("checkout.identity.field.expiryDate.hint", params);
  return (
    <Form method="post" noValidate className={styles.form} onSubmit={onSubmit} onChange={onChange}>
      <StepFormProblems
        failure={action?.status === "failed" ? t(action.message) : null}
        summary={summary}
        title={t("checkout.identity.error.summaryTitle")}
        focusKey={`${attempt}-${action?.status}`}
      />
      <p className={styles.note}>{t("checkout.identity.intro")}</p>
      <p className={styles.note}>{t("checkout.identity.requiredHint")}</p>
      <RadioGroupField
        id={identityForm.fieldId("documentType")}
        name="documentType"
        label={t(identityForm.label("documentType"))}
        isRequired
        defaultValue={textOf(defaults, "documentType") ?? null}
        errorMessage={message("documentType")}
        options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
      />
      <TextField
        id={identityForm.fieldId("documentNumber")}
        name="documentNumber"
        label={t(identityForm.label("documentNumber"))}
        description={t("checkout.identity.field.documentNumber.hint")}
        isRequired
        // No browser form history for the number (it is kept in no browser storage either).
        autoComplete="off"
        maxLength={20}
        defaultValue={textOf(defaults, "documentNumber")}
        errorMessage={message("documentNumber")}
      />
      <NativeSelectField
        id={identityForm.fieldId("issuingCountry")}
        name="issuingCountry"
        label={t(identityForm.label("issuingCountry"))}
        isRequired
        options={props.countries}
        defaultValue={textOf(defaults, "issuingCountry") ?? "DE"}
        errorMessage={message("issuingCountry")}
      />
      <TextField
        id={identityForm.fieldId("issuingAuthority")}
        name="issuingAuthority"
        label={t(identityForm.label("issuingAuthority"))}
        description={t("checkout.identity.field.issuingAuthority.hint")}
        maxLength={Rules.issuingAuthority.maxLength}
        defaultValue={textOf(defaults, "issuingAuthority")}
        errorMessage={message("issuingAuthority")}
      />
      {enhanced ? (
        <Suspense fallback={null}>
          <WindowDatePicker
            id={identityForm.fieldId("expiryDate")}
            name="expiryDate"
            label={t(identityForm.label("expiryDate"))}
            description={expiryHint}
            min={bounds.min}
            max={bounds.max}
            typed={typedExpiry}
            locale={locale}
            errorMessage={message("expiryDate")}
          />
        </Suspense>
      ) : (
        <PlainDateField
          id={identityForm.fieldId("expiryDate")}
          name="expiryDate"
          label={t(identityForm.label("expiryDate"))}
          description={expiryHint}
          isRequired
          defaultValue={typedExpiry}
          errorMessage={message("expiryDate")}
        />
      )}
      <StepNav
        step="identityData"
        kind={props.kind}
        token={props.token}
        lang={props.lang}
        pending={navigation.state === "submitting"}
      />
    </Form>
  );
}
