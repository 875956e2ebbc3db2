import { useLingui } from "@lingui/react";
import type { CombinedAdvantageNotice } from "~/platform/api/types";
import { Trans, useT } from "~/platform/i18n/i18n";
import { useOpeningHours } from "~/platform/i18n/use-opening-hours";
import { Button } from "~/ui/button/button";
import { Icon } from "~/ui/icon/icon";
import { formatPrice } from "~/ui/price/format-price";
import styles from "./discount-notice.module.css";
import { HotlineLink } from "./hotline-link";
import type { TrackedChoice } from "./termination-tracking";

interface Props {
  notice: CombinedAdvantageNotice;
  formId: string;
  /** The form's choices so far: the label of the phone-click event. */
  choice: TrackedChoice;
  /** Called on the send button; where the form's own submit handler tracks the click, leave it out. */
  onContinue?: () => void;
}

/**
 * The combined-advantage information: what the customer loses, the hotline, and one button that sends the
 * termination (§ 312k BGB: it informs, it never obstructs). The button submits the form with the notice
 * acknowledged, so it works inside the modal and, without JavaScript, inline in the page.
 */
export function DiscountNoticeContent({ notice, formId, choice, onContinue }: Props) {
  const t = useT();
  const { locale } = useLingui().i18n;
  const openingHours = useOpeningHours();
  return (
    <div className={styles.notice}>
      <p>
        {t("termination.discount.text", {
          // The text says "discount", so the amount goes in without its minus sign ("10,00 €", not "-10,00 €").
          discount: formatPrice(Math.abs(notice.monthlyDiscount.amount), locale),
          products: notice.products.join(", "),
        })}
      </p>
      <div>
        <p className={styles.phone}>
          <Icon name="phone" size={18} />
          <span>
            <Trans
              id="termination.discount.phone"
              values={{ number: <HotlineLink hotline={notice.hotline} choice={choice} /> }}
            />
          </span>
        </p>
        <p className={styles.hours}>
          {t("termination.discount.hours", { hours: openingHours(notice.hotline.openingHours) })}
        </p>
      </div>
      <Button type="submit" form={formId} name="acknowledgedNotices" value="combinedAdvantage" onClick={onContinue}>
        {t("termination.discount.continue")}
      </Button>
    </div>
  );
}

/** Without JavaScript the notice stands in the page, above the form, with its own heading. */
export function DiscountNoticeInline(props: Props) {
  const t = useT();
  return (
    <section className={styles.inline} aria-labelledby="discount-title" data-testid="discount-notice">
      <h2 id="discount-title" className={styles.title}>
        {t("termination.discount.title")}
      </h2>
      <DiscountNoticeContent {...props} />
    </section>
  );
}
