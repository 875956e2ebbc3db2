import type { Offer } from "~/platform/api/types";
import { germanDay } from "~/platform/i18n/calendar";
import { useT } from "~/platform/i18n/i18n";
import { useCalendarDate } from "~/platform/i18n/use-calendar-date";
import styles from "./shop.module.css";

/** Greeting, validity and the shop hotline above the offers. */
export function OfferIntro({ offer }: { offer: Offer }) {
  const t = useT();
  const calendarDate = useCalendarDate();
  const name = [offer.customer.firstName, offer.customer.lastName].filter(Boolean).join(" ");
  return (
    <div className={styles.intro}>
      <p className={styles.lead}>
        {name ? `${t("offer.shop.greeting", { name })} ` : null}
        {t("offer.shop.intro", { date: calendarDate(germanDay(new Date(offer.validUntil))) })}
      </p>
      <p className={styles.muted}>{t("offer.shop.hotline", { hotline: offer.shopHotline })}</p>
    </div>
  );
}
