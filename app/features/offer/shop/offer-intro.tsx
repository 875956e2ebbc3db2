import type { Offer } from "~/platform/api/types";
import { useFormat, useT } from "~/platform/i18n/i18n";
import styles from "./shop.module.css";

/** Greeting, validity and the shop hotline above the offers. */
export function OfferIntro({ offer }: { offer: Offer }) {
  const t = useT();
  const format = useFormat();
  const name = [offer.customer.firstName, offer.customer.lastName].filter(Boolean).join(" ");
  return (
    <div className={styles.intro}>
      <p className={styles.lead}>
        {name ? `${t("offer.shop.greeting", { name })} ` : null}
        {t("offer.shop.intro", { date: format.date(new Date(offer.validUntil), { dateStyle: "long" }) })}
      </p>
      <p className={styles.muted}>{t("offer.shop.hotline", { hotline: offer.shopHotline })}</p>
    </div>
  );
}
