import type { OfferItem, PriceItem } from "~/platform/api/types";
import { useT } from "~/platform/i18n/i18n";
import { Price } from "~/ui/price/price";
import { BACKEND_LANG } from "./offer-choices";
import styles from "./shop.module.css";
import { useTermMonths } from "./term-months";

/** Every price line of an offer item: device, tariff, packs, then fees; discounts with their duration. */
export function priceLines(item: OfferItem): PriceItem[] {
  return [
    ...(item.hardware?.priceItems ?? []),
    ...(item.tariff?.priceItems ?? []),
    ...item.packs.flatMap((pack) => pack.priceItems),
    ...item.priceItems,
  ];
}

export function PriceLines({ item, level }: { item: OfferItem; level: 3 | 4 }) {
  const t = useT();
  const termMonths = useTermMonths();
  const Heading = `h${level}` as const;
  return (
    <section className={styles.block}>
      <Heading className={styles.blockHeading}>{t("offer.shop.prices.heading")}</Heading>
      <dl className={styles.prices}>
        {priceLines(item).map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: price lines have no id; labels may repeat
          <div key={index} className={styles.priceRow} data-discount={line.type === "discount" || undefined}>
            <dt>
              <span lang={BACKEND_LANG}>{line.label}</span>
              {line.durationMonths !== undefined ? (
                <span className={styles.muted}>
                  {" "}
                  {t("offer.shop.prices.duration", { term: termMonths(line.durationMonths) })}
                </span>
              ) : null}
            </dt>
            <dd>
              <Price amount={line.amount} period={line.period} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The totals of a choice, monthly and once, highlighted, with VAT included (PAngV). The amounts carry no period word:
 * the row's label already says it, and at 320 px the word would leave the label no room.
 */
export function Totals({ monthly, once, level }: { monthly: number; once: number; level: 3 | 4 }) {
  const t = useT();
  const Heading = `h${level}` as const;
  return (
    <section className={styles.totals}>
      <Heading className={styles.blockHeading}>{t("offer.shop.totals.heading")}</Heading>
      <dl className={styles.prices}>
        <div className={styles.priceRow}>
          <dt>{t("offer.shop.totals.monthly")}</dt>
          <dd>
            <Price amount={monthly} size="large" highlight />
          </dd>
        </div>
        <div className={styles.priceRow}>
          <dt>{t("offer.shop.totals.once")}</dt>
          <dd>
            <Price amount={once} size="large" highlight />
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>{t("offer.shop.totals.vat")}</p>
    </section>
  );
}
