import { useBrand } from "~/platform/brand/brand-context";
import { Trans, useT } from "~/platform/i18n/i18n";
import { localizePath } from "~/platform/i18n/languages";
import { useOpeningHours } from "~/platform/i18n/use-opening-hours";
import { pathTo } from "~/platform/routing/route-table";
import { ButtonLink } from "~/ui/button/button";
import { ButtonGroup } from "~/ui/button-group/button-group";
import { Page } from "~/ui/layout/page";
import type { OfferErrorPageData } from "./error-page.server";
import styles from "./error-screen.module.css";
import { useOfferErrorTracking } from "./error-tracking";
import { OfferHotlineLink } from "./hotline-link";
import { offerHotline } from "./offer-hotline";

/**
 * The offer error page (`/angebot/fehler`, `/angebot/<token>/fehler`): headline, explanation and next step of
 * the reason's group, the shop hotline, the downtime's end, a retry where the cause passes, and the code in
 * small print for the support.
 */
export function OfferErrorScreen({ page }: { page: OfferErrorPageData }) {
  const t = useT();
  const openingHours = useOpeningHours();
  const brand = useBrand();
  useOfferErrorTracking(page);
  const { group, lang, token } = page;
  const hotline = offerHotline(page.shopHotline, brand.hotline);
  const offerPath = token ? localizePath(pathTo("offer", { token }), lang) : null;
  // A failed reset is retried where it happened: the thank-you page resets an aborted or failed payment again.
  const retryPath = offerPath && group === "resetFailed" ? `${offerPath}/danke` : offerPath;
  const hotlineLink = (
    <OfferHotlineLink hotline={hotline} trackingLabel={group} useCase={page.offerUseCase ?? brand.slug} />
  );

  return (
    <Page title={t(`offer.errors.${group}.title`)}>
      <div className={styles.box} data-group={group}>
        <p className={styles.text}>{t(`offer.errors.${group}.text`)}</p>
        {page.downtimeUntil ? (
          <p className={styles.downtime}>{t("offer.errors.downtimeUntil", { until: page.downtimeUntil })}</p>
        ) : null}
        <p className={styles.text}>{t(`offer.errors.${group}.next`)}</p>
        {group === "available" ? null : (
          <p className={styles.text}>
            {hotline.openingHours ? (
              <Trans
                id="offer.errors.helpWithHours"
                values={{ hotline: hotlineLink, hours: openingHours(hotline.openingHours) }}
              />
            ) : (
              <Trans id="offer.errors.help" values={{ hotline: hotlineLink }} />
            )}
          </p>
        )}
        <ButtonGroup>
          {retryPath && page.retry ? (
            <ButtonLink to={retryPath} reloadDocument>
              {t("offer.errors.retry")}
            </ButtonLink>
          ) : null}
          {offerPath && (group === "available" || group === "missingData") ? (
            <ButtonLink to={offerPath}>{t("offer.errors.toOffer")}</ButtonLink>
          ) : null}
          {token ? null : (
            <ButtonLink to={localizePath(pathTo("offer-landing"), lang)} variant="secondary">
              {t("offer.errors.landing")}
            </ButtonLink>
          )}
        </ButtonGroup>
        {page.reason ? (
          <p className={styles.code} data-testid="offer-error-code">
            {t("offer.errors.code", { code: page.reason })}
          </p>
        ) : null}
      </div>
    </Page>
  );
}
