import { type FormEvent, useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { useBrand } from "~/platform/brand/brand-context";
import { listOf, textOf, valuesOf } from "~/platform/forms/form-values";
import { useFormChecks } from "~/platform/forms/use-form-checks";
import { useT } from "~/platform/i18n/i18n";
import { CheckboxField } from "~/ui/fields/checkbox-field";
import { ErrorSummary } from "~/ui/fields/error-summary";
import { StepNav } from "../step-nav";
import styles from "./summary.module.css";
import type { SummaryActionData, SummaryPageData } from "./summary-data";
import { checkSummaryForm, type SummaryErrors, summaryForm } from "./summary-schema";
import { trackOrderFailed, trackOrderSubmitted } from "./summary-tracking";

const check = (form: HTMLFormElement): SummaryErrors => checkSummaryForm(valuesOf(new FormData(form)));

/**
 * The consents and "zahlungspflichtig bestellen": posted to the route's action (works without JavaScript);
 * in the browser the same check runs first, and the order attempt's key rides along in a hidden field.
 */
export function SummaryForm({ page, action }: { page: SummaryPageData; action: SummaryActionData | undefined }) {
  const t = useT();
  const brand = useBrand();
  const navigation = useNavigation();
  const kept = action && action.status !== "ordered" ? action.values : undefined;
  const serverErrors = action?.status === "invalid" ? action.errors : {};
  const form = useFormChecks(check, serverErrors);
  const errors = form.errors;
  const idempotencyKey = textOf(kept, "idempotencyKey") ?? page.idempotencyKey;

  useEffect(() => {
    if (action && action.status !== "ordered") trackOrderFailed(page.kind, page.useCase, action);
  }, [action, page.kind, page.useCase]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.onSubmit(event);
    if (!event.defaultPrevented) trackOrderSubmitted(page.kind, page.useCase);
  };

  const entries = summaryForm.summaryEntries(errors, t);
  const ticked = new Set(listOf(kept, "marketingChannels"));
  return (
    <Form
      method="post"
      noValidate
      id="summary-form"
      className={styles.form}
      onSubmit={onSubmit}
      key={idempotencyKey}
      tabIndex={-1}
    >
      {/* Errors stay until the next order click (the boxes are not checked again on change). */}
      <ErrorSummary errors={entries} focusKey={`${form.clientErrors ? form.attempt : 0}-${idempotencyKey}`} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <h2 className={styles.sectionHeading}>{t("checkout.summary.consents.heading")}</h2>
      <CheckboxField
        id={summaryForm.fieldId("termsAccepted")}
        name="termsAccepted"
        value="yes"
        label={t("checkout.summary.terms.label")}
        isRequired
        defaultSelected={textOf(kept, "termsAccepted") === "yes"}
        errorMessage={errors.termsAccepted ? t(errors.termsAccepted) : undefined}
      />
      <CheckboxField
        id={summaryForm.fieldId("privacyNoticeAcknowledged")}
        name="privacyNoticeAcknowledged"
        value="yes"
        label={t("checkout.summary.privacy.label")}
        description={
          // What the box confirms must be readable (Art. 13 GDPR): the brand's privacy notice, in a new window so the
          // order stays as it is.
          brand.privacyUrl ? (
            <a href={brand.privacyUrl} target="_blank" rel="noopener">
              {t("checkout.summary.privacy.link")}
            </a>
          ) : undefined
        }
        isRequired
        defaultSelected={textOf(kept, "privacyNoticeAcknowledged") === "yes"}
        errorMessage={errors.privacyNoticeAcknowledged ? t(errors.privacyNoticeAcknowledged) : undefined}
      />
      {page.channels.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t("checkout.summary.optIn.heading")}</legend>
          <p className={styles.hint}>{t("checkout.summary.optIn.hint")}</p>
          {page.channels.map((channel) => (
            <CheckboxField
              key={channel}
              name="marketingChannels"
              value={channel}
              label={t(`checkout.summary.optIn.${channel}`)}
              defaultSelected={ticked.has(channel)}
            />
          ))}
        </fieldset>
      ) : null}
      {errors.general ? <p className={styles.fieldError}>{t(errors.general)}</p> : null}
      <p className={styles.hint}>{t("checkout.summary.orderHint")}</p>
      <StepNav
        step="summary"
        kind={page.kind}
        token={page.token}
        lang={page.lang}
        forwardLabel={t("checkout.summary.order")}
        pending={navigation.state === "submitting"}
      />
    </Form>
  );
}
