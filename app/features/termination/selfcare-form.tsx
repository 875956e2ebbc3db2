import { type FormEvent, lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { PrefillData, TerminationConfig } from "~/platform/api/types";
import { useBrand } from "~/platform/brand/brand-context";
import { useFormDraft } from "~/platform/forms/form-draft";
import { type EchoedValues, listOf } from "~/platform/forms/form-values";
import { useFormat, useT } from "~/platform/i18n/i18n";
import { Button } from "~/ui/button/button";
import { ErrorSummary } from "~/ui/fields/error-summary";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { CancellationSection } from "./contract-fields";
import { DateFields } from "./date-fields";
import { EmailSection } from "./email-section";
import { KeptFields } from "./kept-fields";
import { useMessageValues } from "./message-values";
import { selfcareDraftKey } from "./selfcare-draft";
import { SubmitFailure } from "./submit-failure";
import styles from "./termination-form.module.css";
import type { TerminationActionData } from "./termination-reply";
import { effectiveDate } from "./termination-rules";
import { selfcareErrors, type TerminationValues, terminationForm } from "./termination-schema";
import { trackTermination, trackTerminationFailure } from "./termination-tracking";
import { parseTerminationDate, type ValidationContext } from "./termination-validation";
import { useTerminationForm } from "./use-termination-form";

const SubmitModal = lazy(() => import("./selfcare-submit-modal"));
const DiscountModal = lazy(() => import("./discount-modal"));
// The inline notice only follows a post sent before the page had its JavaScript (with it, the modal shows the
// notice): its code, prices included, loads with such a page, not with every first load of the form.
const DiscountNoticeInline = lazy(() => import("./discount-notice").then((m) => ({ default: m.DiscountNoticeInline })));

const FORM_ID = "selfcare-form";

interface Props {
  prefill: PrefillData;
  config: TerminationConfig;
  submissionId: string;
  today: string;
  action: TerminationActionData | undefined;
}

/** The self-care form: the customer reviews the prefilled contract, chooses type, date and e-mail, confirms. */
export function SelfcareForm(props: Props) {
  const brand = useBrand();
  const serverValues = props.action?.values;
  const draft = useFormDraft(selfcareDraftKey(brand.slug, props.prefill.data), {
    exclude: ["submissionId", "idempotencyKey", "uploadIds", "uploadNames", "acknowledgedNotices"],
    enabled: !serverValues,
  });
  const defaults: EchoedValues = serverValues ?? draft.restored ?? { email: props.prefill.customer.email };
  return <Body key={draft.revision} {...props} defaults={defaults} onDraftChange={draft.onChange} />;
}

function Body(props: Props & { defaults: EchoedValues; onDraftChange: (event: FormEvent<HTMLFormElement>) => void }) {
  const { prefill, config, action, defaults } = props;
  const t = useT();
  const brand = useBrand();
  const { locale } = useFormat();
  const enhanced = useHydrated();
  const navigation = useNavigation();
  const context = useMemo<ValidationContext>(
    () => ({ config, today: props.today, locale }),
    [config, props.today, locale],
  );
  const fixed = useMemo<TerminationValues>(
    () => ({ serviceType: prefill.contract.serviceType }),
    [prefill.contract.serviceType],
  );
  const errorsOf = useCallback((values: TerminationValues) => selfcareErrors(values, context), [context]);
  // While a post is under way, the last answer's errors are out of date.
  const serverErrors = action?.status === "invalid" && navigation.state === "idle" ? action.errors : {};
  const form = useTerminationForm(errorsOf, defaults as TerminationValues, serverErrors, props.onDraftChange, fixed);
  const { params, show, window } = useMessageValues(form.values, context);
  const [confirming, setConfirming] = useState(false);
  const [noticeOpen, setNoticeOpen] = useState(action?.status === "notice");

  // A post that came back with a problem: track it once per answer, with the choices the customer made.
  useEffect(() => {
    if (action?.status === "invalid" || action?.status === "failed")
      trackTerminationFailure("selfcare_submit_failed", brand.slug, action.values, action.status);
    if (action?.status === "notice") setNoticeOpen(true);
  }, [action, brand.slug]);

  /** "Jetzt kündigen" stands with the fields and sends; the browser runs the form's checks first. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const blocked = Object.keys(form.onSubmit(event)).length > 0;
    trackTermination("selfcare_submit_clicked", brand.slug, form.read(event.currentTarget));
    if (blocked) setConfirming(false);
  };

  /** The summary layer informs; it has the same "Jetzt kündigen" and never is the only way to send. */
  const openSummary = () => {
    const element = document.getElementById(FORM_ID);
    if (!(element instanceof HTMLFormElement)) return;
    if (Object.keys(form.validate(element)).length > 0) return;
    setConfirming(true);
    trackTermination("selfcare_modal_displayed", brand.slug, form.read(element));
  };

  const closeConfirm = () => {
    setConfirming(false);
    trackTermination("selfcare_modal_closed", brand.slug, form.values);
  };
  const later = form.values.selectTerminationDate === "later";
  const laterDate = parseTerminationDate(form.values.terminationDate, locale) ?? undefined;
  const when = later
    ? t("termination.selfcare.modal.whenLater", { date: show(effectiveDate(window.min, "later", laterDate)) })
    : t("termination.selfcare.modal.whenNow", { date: show(window.min) });
  const summary = terminationForm.summaryEntries(form.errors, t, params);
  const noticeProps =
    action?.status === "notice"
      ? {
          notice: action.notice,
          formId: FORM_ID,
          choice: form.values,
        }
      : null;

  return (
    <>
      {noticeProps && !enhanced ? <DiscountNoticeInline {...noticeProps} /> : null}
      <Form
        ref={form.formRef}
        id={FORM_ID}
        method="post"
        encType="multipart/form-data"
        noValidate
        className={styles.form}
        onSubmit={onSubmit}
        onChange={form.onChange}
      >
        <KeptFields defaults={defaults} submissionId={props.submissionId} action={action} />
        <SubmitFailure action={action} hotline={config.hotline} choice={form.values} />
        <ErrorSummary
          errors={summary}
          title={t("termination.error.summaryTitle")}
          focusKey={`${form.attempt}-${action?.status}`}
        />
        <CancellationSection
          config={config}
          values={form.values}
          defaults={defaults}
          errors={form.errors}
          enhanced={enhanced}
          uploadedNames={listOf(defaults, "uploadNames")}
        />
        <DateFields
          context={context}
          values={form.values}
          defaults={defaults}
          errors={form.errors}
          enhanced={enhanced}
        />
        <EmailSection defaults={defaults} errors={form.errors} />
        <div className={styles.submit}>
          <p className={styles.submitHint}>{t("termination.submit.hint")}</p>
          <div className={styles.actions}>
            <Button type="submit" loading={navigation.state === "submitting"}>
              {t("termination.submit")}
            </Button>
            {enhanced ? (
              <Button variant="secondary" onClick={openSummary}>
                {t("termination.selfcare.review")}
              </Button>
            ) : null}
          </div>
        </div>
      </Form>
      <Suspense fallback={null}>
        {confirming ? (
          <SubmitModal
            formId={FORM_ID}
            text={t("termination.selfcare.modal.text", {
              contract: prefill.contract.tariffName,
              service: t(`termination.serviceType.${prefill.contract.serviceType}`),
              when,
              email: form.values.email ?? "",
            })}
            onClose={closeConfirm}
          />
        ) : null}
        {noticeProps && enhanced && noticeOpen ? (
          <DiscountModal {...noticeProps} onClose={() => setNoticeOpen(false)} />
        ) : null}
      </Suspense>
    </>
  );
}
