import { useLingui } from "@lingui/react";
import { useT } from "~/platform/i18n/i18n";
import { formatPrice, type PricePeriod } from "./format-price";
import styles from "./price.module.css";
import { type PriceItem, priceTotals } from "./price-totals";

interface PriceProps {
  /** Euros; a missing amount shows as "0,00 €". */
  amount: number | null | undefined;
  /** Adds the label "monthly" or "one-time". */
  period?: PricePeriod;
  size?: "regular" | "large";
  /** Emphasise (a total). */
  highlight?: boolean;
  className?: string;
}

/** A price in the product's format (`format-price.ts`), with its period label. */
export function Price({ amount, period, size = "regular", highlight = false, className }: PriceProps) {
  const t = useT();
  const { locale } = useLingui().i18n;
  const text = formatPrice(amount, locale);
  const negative = typeof amount === "number" && text.startsWith("-");
  return (
    <span
      className={[styles.price, className].filter(Boolean).join(" ")}
      data-size={size}
      data-highlight={highlight || undefined}
      data-negative={negative || undefined}
    >
      <span className={styles.amount}>{text}</span>
      {period ? (
        <span className={styles.period}> {t(period === "monthly" ? "ui.price.monthly" : "ui.price.once")}</span>
      ) : null}
    </span>
  );
}

/** A split price (e.g. device once + tariff monthly): the items, then the highlighted totals per period. */
export function PriceList({ items, caption }: { items: readonly PriceItem[]; caption?: string }) {
  const t = useT();
  const totals = priceTotals(items);
  const periods = (["monthly", "once"] as const).filter((period) => items.some((item) => item.period === period));
  return (
    <div className={styles.listBox}>
      {caption ? <p className={styles.caption}>{caption}</p> : null}
      <dl className={styles.list}>
        {items.map((item) => (
          <div key={`${item.label}-${item.period}`} className={styles.row}>
            <dt>{item.label}</dt>
            <dd>
              <Price amount={item.amount} period={item.period} />
            </dd>
          </div>
        ))}
        {periods.map((period) => (
          <div key={period} className={`${styles.row} ${styles.total}`}>
            <dt>
              {t("ui.price.total")} ({t(period === "monthly" ? "ui.price.monthly" : "ui.price.once")})
            </dt>
            <dd>
              <Price amount={totals[period]} highlight size="large" />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
