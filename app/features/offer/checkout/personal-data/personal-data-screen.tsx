import { useEffect } from "react";
import { useT } from "~/platform/i18n/i18n";
import { localizePath } from "~/platform/i18n/languages";
import { browserStorage } from "~/platform/storage/browser-storage";
import { ButtonLink } from "~/ui/button/button";
import { StatusSection } from "~/ui/status-section/status-section";
import { readCart } from "../../cart/cart-storage";
import { CheckoutFrame } from "../checkout-frame";
import type { CheckoutStepContext } from "../checkout-guard.server";
import { stepPath } from "../steps";
import styles from "./personal-data.module.css";
import { PersonalDataForm } from "./personal-data-form";
import type { PersonalActionData, PersonalPageData } from "./personal-data-reply";
import { checkoutMarker, trackBeginCheckout } from "./personal-data-tracking";

interface Props {
  checkout: CheckoutStepContext;
  page: PersonalPageData;
  action: PersonalActionData | undefined;
}

/** `meine-daten`: the personal-data step inside the checkout frame, or its load failure with a retry. */
export function PersonalDataScreen({ checkout, page, action }: Props) {
  const t = useT();
  const { token, lang, kind, useCase, choice } = checkout;

  // GA4 begin_checkout: the customer reached the first step with this cart (once per cart and tab session).
  useEffect(() => {
    const cart = readCart({ token, useCase });
    trackBeginCheckout(cart, checkoutMarker(token, choice?.choice ?? 0, useCase), browserStorage("session"));
  }, [token, useCase, choice?.choice]);

  return (
    <CheckoutFrame step="personalData" kind={kind} token={token} lang={lang} title={t("offer.personalData.title")}>
      {page.status === "ready" ? (
        <>
          <p className={styles.lead}>{t("checkout.personal.intro")}</p>
          <PersonalDataForm
            token={token}
            lang={lang}
            kind={kind}
            useCase={useCase}
            prefill={page.defaults}
            nationalities={page.nationalities}
            today={page.today}
            action={action}
          />
        </>
      ) : (
        <StatusSection
          type="error"
          headline={t("checkout.personal.load.failed")}
          text={t("checkout.personal.load.failedText")}
          buttons={
            <ButtonLink to={localizePath(stepPath(token, "personalData"), lang)} reloadDocument>
              {t("checkout.personal.load.retry")}
            </ButtonLink>
          }
        />
      )}
    </CheckoutFrame>
  );
}
