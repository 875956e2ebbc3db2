import { type MouseEvent, useEffect } from "react";
import { useNavigate } from "react-router";
import { useBrand } from "~/platform/brand/brand-context";
import { Trans, useT } from "~/platform/i18n/i18n";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { useOpeningHours } from "~/platform/i18n/use-opening-hours";
import { pathTo } from "~/platform/routing/route-table";
import { ButtonLink } from "~/ui/button/button";
import { ButtonGroup } from "~/ui/button-group/button-group";
import { Page } from "~/ui/layout/page";
import { PhoneLink } from "~/ui/phone-link/phone-link";
import type { SelfcareErrorData } from "./selfcare.server";
import styles from "./selfcare-error-screen.module.css";

/**
 * The termination's tracking comes with the forms' code, which this page does not load with itself (it is the self-care
 * link's error page and the self-care form's rare case): it loads when the page tracks, after it is shown.
 */
const trackingOf = () => import("./termination-tracking").catch(() => null);

/** The self-care link could not be used: why, the hotline, and the default form, which always works. */
export function SelfcareErrorScreen({ error, lang }: { error: SelfcareErrorData; lang: Language }) {
  const t = useT();
  const openingHours = useOpeningHours();
  const brand = useBrand();
  // After a submit the customer must learn that nothing was sent; before one, that the form did not open.
  const title = t(error.afterSubmit ? "termination.selfcareError.titleNotSent" : "termination.selfcareError.title");
  const { draftToken } = error;
  const navigate = useNavigate();
  const formPath = localizePath(pathTo("termination"), lang);
  // The draft code loads on the click (the form it opens needs the same chunk): this page stays small.
  const openFormWithDraft = (event: MouseEvent<HTMLAnchorElement>) => {
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!draftToken || !plainClick) return;
    event.preventDefault();
    import("./selfcare-draft-carry")
      .then(({ carryIntoTerminationForm }) => carryIntoTerminationForm(brand.slug, draftToken))
      .catch(() => false) // without the entries the form still opens
      .finally(() => navigate(formPath));
  };

  useEffect(() => {
    if (!error.afterSubmit) return;
    void trackingOf().then((tracking) =>
      tracking?.trackTerminationFailure("selfcare_submit_failed", brand.slug, error.choice, error.reason),
    );
  }, [brand.slug, error]);

  return (
    <Page title={title}>
      <div className={styles.alert} role="alert">
        <p>{t(`termination.selfcareError.text.${error.reason}`)}</p>
      </div>
      {error.hotline ? (
        <p className={styles.lead}>
          <Trans
            id="termination.selfcareError.help"
            values={{
              hotline: (
                <PhoneLink
                  phoneNumber={error.hotline.phoneNumber}
                  displayNumber={error.hotline.displayNumber}
                  // The termination's phone click (HotlineLink's event), tracked as soon as its code is there.
                  onClick={() =>
                    void trackingOf().then((tracking) =>
                      tracking?.trackTermination("termination_phone_clicked", brand.slug, {}),
                    )
                  }
                />
              ),
              hours: openingHours(error.hotline.openingHours),
            }}
          />
        </p>
      ) : null}
      <ButtonGroup align="start">
        <ButtonLink to={formPath} onClick={openFormWithDraft}>
          {t("termination.selfcareError.form")}
        </ButtonLink>
        {error.retryToken ? (
          <ButtonLink
            to={`${localizePath(pathTo("selfcare-termination"), lang)}?data=${encodeURIComponent(error.retryToken)}`}
            variant="secondary"
          >
            {t("termination.form.reload")}
          </ButtonLink>
        ) : null}
      </ButtonGroup>
    </Page>
  );
}
