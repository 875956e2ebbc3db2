import { type FormEvent, lazy, Suspense, startTransition, useCallback, useEffect, useMemo, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { TerminationConfig } from "~/platform/api/types";
import { useBrand } from "~/platform/brand/brand-context";
import { useFormDraft } from "~/platform/forms/form-draft";
import { type EchoedValues, listOf } from "~/platform/forms/form-values";
import { useFormat, useT } from "~/platform/i18n/i18n";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { pathTo } from "~/platform/routing/route-table";
import { Button } from "~/ui/button/button";
import { ErrorSummary } from "~/ui/fields/error-summary";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { CancellationSection, ServiceTypeSection } from "./contract-fields";
import { CustomerFields } from "./customer-fields";
import { DateFields } from "./date-fields";
import { EmailSection } from "./email-section";
import { KeptFields } from "./kept-fields";
import { useMessageValues } from "./message-values";
import { terminationDraftKey } from "./selfcare-draft";
import { SubmitFailure } from "./submit-failure";
import styles from "./termination-form.module.css";
import type { TerminationActionData } from "./termination-reply";
import {
  missingFields,
  type TerminationField,
  type TerminationValues,
  terminationErrors,
  terminationForm,
} from "./termination-schema";
import { trackTermination, trackTerminationFailure } from "./termination-tracking";
import type { ValidationContext } from "./termination-validation";
import { useTerminationForm } from "./use-termination-form";

const RequiredFieldsModal = lazy(() => import("./required-fields-modal"));
const DiscountModal = lazy(() => import("./discount-modal"));
// The inline notice only follows a post sent before the page had its JavaScript (with it, the modal shows the
// notice): its code, prices included, loads with such a page, not with every first load of the form.
const DiscountNoticeInline = lazy(() => import("./discount-notice").then((m) => ({ default: m.DiscountNoticeInline })));

export const TERMINATION_FORM_ID = "termination-form";
const DRAFT_EXCLUDE = ["submissionId", "idempotencyKey", "uploadIds", "uploadNames", "acknowledgedNotices"];

interface Props {
  config: TerminationConfig;
  submissionId: string;
  today: string;
  lang: Language;
  action: TerminationActionData | undefined;
}

/** The § 312k form: every field and the "Jetzt kündigen" button in one page, posted to the route's action. */
export function TerminationForm(props: Props) {
  const brand = useBrand();
  const serverValues = props.action?.values;
  const draft = useFormDraft(terminationDraftKey(brand.slug), { exclude: DRAFT_EXCLUDE, enabled: !serverValues });
  const defaults: EchoedValues = serverValues ?? draft.restored ?? {};
  return <FormBody key={draft.revision} {...props} defaults={defaults} onDraftChange={draft.onChange} />;
}

function FormBody(
  props: Props & { defaults: EchoedValues; onDraftChange: (event: FormEvent<HTMLFormElement>) => void },
) {
  const { config, lang, action, defaults } = props;
  const t = useT();
  const brand = useBrand();
  const { locale } = useFormat();
  const enhanced = useHydrated();
  const navigation = useNavigation();
  const context = useMemo<ValidationContext>(
    () => ({ config, today: props.today, locale }),
    [config, props.today, locale],
  );
  // While a post is under way, the last answer's errors are out of date.
  const serverErrors = action?.status === "invalid" && navigation.state === "idle" ? action.errors : {};
  const errorsOf = useCallback((values: TerminationValues) => terminationErrors(values, context), [context]);
  const form = useTerminationForm(errorsOf, defaults as TerminationValues, serverErrors, props.onDraftChange);
  const [missing, setMissing] = useState<TerminationField[] | null>(null);
  const [summaryAfterModal, setSummaryAfterModal] = useState(false);
  const [noticeOpen, setNoticeOpen] = useState(action?.status === "notice");
  const uploadNames = listOf(defaults, "uploadNames");

  // A post that came back with a problem: track it once per answer.
  useEffect(() => {
    if (action?.status === "invalid" || action?.status === "failed") {
      trackTerminationFailure("termination_submit_failed", brand.slug, action.values, action.status);
    }
    if (action?.status === "notice") {
      setNoticeOpen(true);
      trackTermination("termination_discount_modal_viewed", brand.slug, action.values);
    }
  }, [action, brand.slug]);

  // Empty required fields open the modal that lists them; other problems show in the error summary.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSummaryAfterModal(false);
    const empty = missingFields(form.onSubmit(event));
    const values = form.read(event.currentTarget);
    trackTermination("termination_submit_clicked", brand.slug, values);
    if (empty.length === 0) return;
    // The post is blocked already; the modal that lists the fields opens a frame later (a transition, as the form
    // kit's errors do), so the click's own frame paints first.
    startTransition(() => setMissing(empty));
    trackTermination("termination_required_fields_modal_viewed", brand.slug, values);
  };

  const closeMissing = () => {
    setMissing(null);
    // The modal's link has sent focus to a field, or its close button back to the submit: the summary that
    // appears now must not take it from there.
    setSummaryAfterModal(true);
    trackTermination("termination_required_fields_modal_closed", brand.slug, form.values);
  };
  const closeNotice = () => {
    setNoticeOpen(false);
    trackTermination("termination_discount_modal_closed", brand.slug, form.values);
  };
  const noticeProps =
    action?.status === "notice"
      ? {
          notice: action.notice,
          formId: TERMINATION_FORM_ID,
          choice: form.values,
        }
      : null;
  const { params } = useMessageValues(form.values, context);
  const summary = terminationForm.summaryEntries(form.errors, t, params);

  return (
    <>
      {noticeProps && !enhanced ? <DiscountNoticeInline {...noticeProps} /> : null}
      <Form
        ref={form.formRef}
        id={TERMINATION_FORM_ID}
        method="post"
        encType="multipart/form-data"
        noValidate
        className={styles.form}
        onSubmit={onSubmit}
        onChange={form.onChange}
      >
        <KeptFields defaults={defaults} submissionId={props.submissionId} action={action} />
        <SubmitFailure action={action} hotline={config.hotline} choice={form.values} />
        {missing ? null : (
          <ErrorSummary
            errors={summary}
            title={t("termination.error.summaryTitle")}
            focusKey={summaryAfterModal ? null : `${form.attempt}-${action?.status}`}
          />
        )}
        <p className={styles.note}>{t("termination.form.requiredHint")}</p>
        <ServiceTypeSection config={config} defaults={defaults} errors={form.errors} />
        <CancellationSection
          config={config}
          values={form.values}
          defaults={defaults}
          errors={form.errors}
          enhanced={enhanced}
          uploadedNames={uploadNames}
        />
        <CustomerFields defaults={defaults} errors={form.errors} billingType={config.billingType} />
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
            <Link
              to={localizePath(pathTo("home"), lang)}
              className={styles.cancel}
              onClick={() => trackTermination("termination_cancelled", brand.slug, form.values)}
            >
              {t("termination.cancel")}
            </Link>
          </div>
        </div>
      </Form>
      <Suspense fallback={null}>
        {missing ? <RequiredFieldsModal missing={missing} onClose={closeMissing} /> : null}
        {noticeProps && enhanced && noticeOpen ? <DiscountModal {...noticeProps} onClose={closeNotice} /> : null}
      </Suspense>
    </>
  );
}
