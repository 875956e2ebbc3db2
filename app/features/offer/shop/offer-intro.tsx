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
  const date = calendarDate(germanDay(new Date(offer.validUntil)));
  // One whole sentence per case, so the text starts with a capital letter with or without the customer's name.
  return (
    <div className={styles.intro}>
      <p className={styles.lead}>
        {name ? t("offer.shop.introNamed", { name, date }) : t("offer.shop.intro", { date })}
      </p>
      <p className={styles.muted}>{t("offer.shop.hotline", { hotline: offer.shopHotline })}</p>
    </div>
  );
}
