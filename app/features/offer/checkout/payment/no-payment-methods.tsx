import { useBrand } from "~/platform/brand/brand-context";
import { Trans, useT } from "~/platform/i18n/i18n";
import { useOpeningHours } from "~/platform/i18n/use-opening-hours";
import { OfferHotlineLink } from "../../errors/hotline-link";
import { offerHotline } from "../../errors/offer-hotline";
import styles from "./payment-form.module.css";

/** NO_PAYMENT_METHODS_AVAILABLE: no form, but why, what to do and the hotline to order by phone. */
export function NoPaymentMethods({ shopHotline, useCase }: { shopHotline: string | null; useCase: string }) {
  const t = useT();
  const brand = useBrand();
  const openingHours = useOpeningHours();
  const hotline = offerHotline(shopHotline, brand.hotline);
  const link = <OfferHotlineLink hotline={hotline} trackingLabel="noPaymentMethods" useCase={useCase} />;
  return (
    <div className={styles.box} data-testid="no-payment-methods">
      <h2 className={styles.sepaTitle}>{t("offer.errors.noPaymentMethods.title")}</h2>
      <p className={styles.text}>{t("offer.errors.noPaymentMethods.text")}</p>
      <p className={styles.text}>{t("offer.errors.noPaymentMethods.next")}</p>
      <p className={styles.text}>
        {hotline.openingHours ? (
          <Trans
            id="offer.errors.helpWithHours"
            values={{ hotline: link, hours: openingHours(hotline.openingHours) }}
          />
        ) : (
          <Trans id="offer.errors.help" values={{ hotline: link }} />
        )}
      </p>
    </div>
  );
}
