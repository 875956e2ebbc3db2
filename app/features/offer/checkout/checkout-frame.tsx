import type { ReactNode } from "react";
import type { OfferKind } from "~/platform/api/types";
import { useT } from "~/platform/i18n/i18n";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { Page } from "~/ui/layout/page";
import { StepIndicator } from "~/ui/step-indicator/step-indicator";
import { type FormStep, formStepsFor, stepPath } from "./steps";

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

/** A checkout step inside the page frame: its h1, the offer kind's steps with the current one, the content. */
export function CheckoutFrame({ step, kind, token, lang, title, children }: CheckoutFrameProps) {
  const t = useT();
  const steps = formStepsFor(kind).map((id) => ({
    id,
    label: t(STEP_LABELS[id]),
    to: localizePath(stepPath(token, id), lang),
  }));
  return (
    <Page title={title}>
      <StepIndicator steps={steps} currentId={step} label={t("checkout.steps.label")} />
      {children}
    </Page>
  );
}
