import { useBrand } from "~/platform/brand/brand-context";
import { Trans, useT } from "~/platform/i18n/i18n";
import { useOpeningHours } from "~/platform/i18n/use-opening-hours";
import { Page } from "~/ui/layout/page";
import { OfferHotlineLink } from "../errors/hotline-link";
import styles from "./landing-screen.module.css";

/**
 * `/angebot`: what a personal offer is, where its link comes from, and what to do without one — the dealer or
 * the brand's hotline (from the brand registry, so it shows even when the backend cannot be reached).
 */
export function OfferLandingScreen() {
  const t = useT();
  const openingHours = useOpeningHours();
  const brand = useBrand();
  const { hotline } = brand;
  return (
    <Page title={t("offer.landing.title")}>
      <p className={styles.intro}>{t("offer.landing.intro")}</p>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="offer-landing-link">
          <h2 id="offer-landing-link">{t("offer.landing.link.heading")}</h2>
          <p>{t("offer.landing.link.intro")}</p>
          <ul className={styles.list}>
            <li>{t("offer.landing.link.message", { brand: brand.displayName })}</li>
            <li>{t("offer.landing.link.letter")}</li>
            <li>{t("offer.landing.link.dealer")}</li>
          </ul>
          <p className={styles.note}>{t("offer.landing.link.personal")}</p>
        </section>
        <section className={styles.card} aria-labelledby="offer-landing-no-link">
          <h2 id="offer-landing-no-link">{t("offer.landing.noLink.heading")}</h2>
          <p>{t("offer.landing.noLink.dealer")}</p>
          <p>
            <Trans
              id="offer.landing.noLink.hotline"
              values={{
                hotline: <OfferHotlineLink hotline={hotline} trackingLabel="landing" useCase={brand.slug} />,
                hours: openingHours(hotline.openingHours),
              }}
            />
          </p>
          <p className={styles.note}>{t("offer.landing.noLink.expired")}</p>
        </section>
      </div>
    </Page>
  );
}
