import type { OfferKind } from "~/platform/api/types";
import { useT } from "~/platform/i18n/i18n";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { Button, ButtonLink } from "~/ui/button/button";
import { ButtonGroup } from "~/ui/button-group/button-group";
import { type CheckoutStep, previousStep, stepPath } from "./steps";

interface StepNavProps {
  step: CheckoutStep;
  kind: OfferKind;
  token: string;
  lang: Language;
  /** The forward button's text when "Weiter" is not clear enough (the order button). */
  forwardLabel?: string;
  /** The step's form is being sent: the forward button shows it and ignores further presses. */
  pending?: boolean;
}

/**
 * Back and forward under a step's form: back is a link to the previous step of this offer kind (the offer page
 * from the first one), forward submits the form around it.
 */
export function StepNav({ step, kind, token, lang, forwardLabel, pending = false }: StepNavProps) {
  const t = useT();
  const previous = previousStep(kind, step) ?? "offer";
  return (
    <ButtonGroup align="between">
      <ButtonLink to={localizePath(stepPath(token, previous), lang)} variant="secondary" icon="chevron-left">
        {previous === "offer" ? t("checkout.nav.backToOffer") : t("checkout.nav.back")}
      </ButtonLink>
      <Button type="submit" loading={pending}>
        {forwardLabel ?? t("checkout.nav.forward")}
      </Button>
    </ButtonGroup>
  );
}
