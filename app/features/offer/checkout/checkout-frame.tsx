import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { OfferKind } from "~/platform/api/types";
import { useT } from "~/platform/i18n/i18n";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { Page } from "~/ui/layout/page";
import { StatusSection } from "~/ui/status-section/status-section";
import { StepIndicator } from "~/ui/step-indicator/step-indicator";
import { type FormStep, formStepsFor, stepPath } from "./steps";

/** The query a step is opened with when the order came back for missing data (`?hinweis=fehlende-angaben`). */
export const NOTICE_PARAM = "hinweis";
export const MISSING_DATA_NOTICE = "fehlende-angaben";

const STEP_LABELS = {
  personalData: "checkout.step.personalData",
  identityData: "checkout.step.identityData",
  payment: "checkout.step.payment",
  summary: "checkout.step.summary",
} as const satisfies Record<FormStep, string>;

interface CheckoutFrameProps {
  step: FormStep;
  kind: OfferKind;
  token: string;
  lang: Language;
  /** The page's title and h1. */
  title: string;
  children?: ReactNode;
}

/**
 * A checkout step inside the page frame: its h1, the offer kind's steps with the current one, the content. A step
 * the order sent the customer back to (the backend found data missing) says so first.
 */
export function CheckoutFrame({ step, kind, token, lang, title, children }: CheckoutFrameProps) {
  const t = useT();
  const sentBack = new URLSearchParams(useLocation().search).get(NOTICE_PARAM) === MISSING_DATA_NOTICE;
  const steps = formStepsFor(kind).map((id) => ({
    id,
    label: t(STEP_LABELS[id]),
    to: localizePath(stepPath(token, id), lang),
  }));
  return (
    <Page title={title}>
      <StepIndicator steps={steps} currentId={step} label={t("checkout.steps.label")} />
      {sentBack ? (
        <StatusSection
          type="warning"
          headline={t("checkout.missingData.title")}
          text={t("checkout.missingData.text")}
        />
      ) : null}
      {children}
    </Page>
  );
}
