import { type FormEvent, lazy, Suspense, useEffect, useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { PrefillData, TerminationConfig } from "~/platform/api/types";
import { useBrand } from "~/platform/brand/brand-context";
import { useFormDraft } from "~/platform/forms/form-draft";
import { type EchoedValues, textOf } from "~/platform/forms/form-values";
import { useFormat, useT } from "~/platform/i18n/i18n";
import { Button } from "~/ui/button/button";
import { ErrorSummary } from "~/ui/fields/error-summary";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { CancellationSection } from "./contract-fields";
import { DateFields } from "./date-fields";
import { DiscountNoticeInline } from "./discount-notice";
import { EmailSection } from "./email-section";
import { useMessageValues } from "./message-values";
import styles from "./termination-form.module.css";
import type { TerminationActionData } from "./termination-reply";
import { effectiveDate } from "./termination-rules";
import { trackTermination, trackTerminationFailure } from "./termination-tracking";
import {
  parseTerminationDate,
  type TerminationValues,
  type ValidationContext,
  validateSelfcare,
} from "./termination-validation";
import { useSummaryEntries, useTerminationForm } from "./use-termination-form";

const SubmitModal = lazy(() => import("./selfcare-submit-modal"));
const DiscountModal = lazy(() => import("./discount-modal"));

const FORM_ID = "selfcare-form";
const CONFIRM = "confirm";

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
  const draft = useFormDraft(`selfcare:${brand.slug}:${props.prefill.data}`, {
    exclude: ["submissionId", "acknowledgedNotices", "confirm"],
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
  const form = useTerminationForm(
    context,
    defaults as TerminationValues,
    action?.status === "invalid" ? action.errors : {},
    validateSelfcare,
    fixed,
  );
  const { params, show, window } = useMessageValues(form.values, context);
  const [confirming, setConfirming] = useState(false);
  const [noticeOpen, setNoticeOpen] = useState(action?.status === "notice");
  const [summaryKey, setSummaryKey] = useState(0);

  useEffect(() => {
    if (action?.status === "invalid")
      trackTerminationFailure("selfcare_submit_failed", brand.slug, action.values, "invalid");
    if (action?.status === "notice") setNoticeOpen(true);
  }, [action, brand.slug]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const confirmed =
      submitter?.getAttribute("name") === CONFIRM || submitter?.getAttribute("name") === "acknowledgedNotices";
    if (confirmed) return;
    event.preventDefault();
    const { values, issues } = form.check(event.currentTarget);
    if (issues.length > 0) {
      setSummaryKey((key) => key + 1);
      return;
    }
    setConfirming(true);
    trackTermination("selfcare_modal_displayed", brand.slug, values);
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
  const summary = useSummaryEntries(form.errors, params);
  const noticeProps =
    action?.status === "notice"
      ? {
          notice: action.notice,
          formId: FORM_ID,
          choice: form.values,
          onContinue: () => trackTermination("selfcare_submit_clicked", brand.slug, form.values),
        }
      : null;

  return (
    <>
      {noticeProps && !enhanced ? <DiscountNoticeInline {...noticeProps} /> : null}
      <Form
        id={FORM_ID}
        method="post"
        noValidate={enhanced}
        className={styles.form}
        onSubmit={onSubmit}
        onChange={(event) => {
          props.onDraftChange(event);
          form.onChange(event.currentTarget);
        }}
      >
        <input type="hidden" name="submissionId" value={textOf(defaults, "submissionId") ?? props.submissionId} />
        <ErrorSummary
          errors={summary}
          title={t("termination.error.summaryTitle")}
          focusKey={`${summaryKey}-${action?.status}`}
        />
        <CancellationSection
          config={config}
          values={form.values}
          defaults={defaults}
          errors={form.errors}
          enhanced={enhanced}
          withProof={false}
          uploadedNames={[]}
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
            {/* Without JavaScript this button sends the termination; with it, it opens the confirmation step. */}
            <Button type="submit" loading={navigation.state === "submitting"}>
              {enhanced ? t("termination.selfcare.review") : t("termination.submit")}
            </Button>
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
            onSubmitClick={() => trackTermination("selfcare_submit_clicked", brand.slug, form.values)}
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
