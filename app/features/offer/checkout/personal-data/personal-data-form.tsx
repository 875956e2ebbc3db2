import { useCallback, useEffect, useMemo, useRef } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import type { Nationality, OfferKind, OfferUseCase } from "~/platform/api/types";
import { useFormDraft } from "~/platform/forms/form-draft";
import { type EchoedValues, valuesOf } from "~/platform/forms/form-values";
import { useFormChecks } from "~/platform/forms/use-form-checks";
import { useT } from "~/platform/i18n/i18n";
import type { Language } from "~/platform/i18n/languages";
import { StepFormProblems } from "../step-form";
import { StepNav } from "../step-nav";
import { AddressReview } from "./address-review";
import { ContactFields } from "./contact-fields";
import { PersonFields } from "./person-fields";
import styles from "./personal-data.module.css";
import type { PersonalActionData } from "./personal-data-reply";
import { type PersonalContext, type PersonalErrors, parsePersonalData, personalForm } from "./personal-data-schema";
import { trackPersonalDataSaved } from "./personal-data-tracking";
import { SectionFields } from "./section-fields";

export interface PersonalFormProps {
  token: string;
  lang: Language;
  kind: OfferKind;
  useCase: OfferUseCase;
  prefill: EchoedValues;
  nationalities: readonly Nationality[];
  today: string;
  action: PersonalActionData | undefined;
}

const DRAFT_EXCLUDE = ["intent", "addressCandidate"];

/** The step's form: the entries come from the last answer, else the draft of this tab, else what was saved. */
export function PersonalDataForm(props: PersonalFormProps) {
  const serverValues = props.action?.values;
  const draft = useFormDraft(`checkout-personal:${props.token}`, { exclude: DRAFT_EXCLUDE, enabled: !serverValues });
  const defaults = serverValues ?? draft.restored ?? props.prefill;
  return <FormBody key={draft.revision} {...props} defaults={defaults} draft={draft} />;
}

type Draft = ReturnType<typeof useFormDraft>;

function FormBody(props: PersonalFormProps & { defaults: EchoedValues; draft: Draft }) {
  const { action, defaults, draft } = props;
  const t = useT();
  const navigation = useNavigation();
  const location = useLocation();
  const codes = useMemo(() => props.nationalities.map((n) => n.code), [props.nationalities]);
  const context = useMemo<PersonalContext>(() => ({ today: props.today, nationalities: codes }), [props.today, codes]);
  const serverErrors = action?.status === "invalid" || action?.status === "choice" ? action.errors : {};
  const check = useCallback(
    (element: HTMLFormElement): PersonalErrors => {
      const result = parsePersonalData(valuesOf(new FormData(element)), context);
      return result.success ? {} : result.errors;
    },
    [context],
  );
  const form = useFormChecks(check, serverErrors, draft.onChange);
  // The candidate pick is the server's question; it stays until the next answer.
  const errors = { ...form.errors, addressCandidate: serverErrors.addressCandidate };
  const summary = personalForm.summaryEntries(errors, t);
  const saved = useRef(false);

  // The action saved and redirected: the next step is loading. Track it once and drop the draft.
  const leaving =
    navigation.state === "loading" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.location.pathname !== location.pathname;
  useEffect(() => {
    if (!leaving || saved.current) return;
    saved.current = true;
    trackPersonalDataSaved(props.kind, props.useCase);
    draft.clear();
  }, [leaving, props.kind, props.useCase, draft]);

  const review = action?.status === "corrected" || action?.status === "choice" ? action : null;
  return (
    <Form method="post" noValidate className={styles.form} onSubmit={form.onSubmit} onChange={form.onChange}>
      {review ? (
        // Enter in a field means "Weiter", not the review's own button (the form's first submit button wins).
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {t("checkout.nav.forward")}
        </button>
      ) : null}
      <StepFormProblems
        failure={action?.status === "failed" ? t(action.message) : null}
        summary={summary}
        title={t("checkout.personal.error.summaryTitle")}
        focusKey={`${form.attempt}-${action?.status}`}
      />
      {review ? <AddressReview review={review} typed={defaults} /> : null}
      <p className={styles.note}>{t("checkout.personal.requiredHint")}</p>
      <PersonFields defaults={defaults} errors={errors} />
      <SectionFields section="address" defaults={defaults} errors={errors} />
      <ContactFields defaults={defaults} errors={errors} nationalities={props.nationalities} />
      <StepNav
        step="personalData"
        kind={props.kind}
        token={props.token}
        lang={props.lang}
        pending={navigation.state === "submitting"}
      />
    </Form>
  );
}
