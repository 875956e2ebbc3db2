import type { CombinedAdvantageNotice } from "~/platform/api/types";
import { useT } from "~/platform/i18n/i18n";
import { Button } from "~/ui/button/button";
import { Icon } from "~/ui/icon/icon";
import styles from "./discount-notice.module.css";

interface Props {
  notice: CombinedAdvantageNotice;
  formId: string;
  onPhone: () => void;
  /** Called on the send button; where the form's own submit handler tracks the click, leave it out. */
  onContinue?: () => void;
}

/**
 * The combined-advantage information: what the customer loses, the hotline, and one button that sends the
 * termination (§ 312k BGB: it informs, it never obstructs). The button submits the form with the notice
 * acknowledged, so it works inside the modal and, without JavaScript, inline in the page.
 */
export function DiscountNoticeContent({ notice, formId, onPhone, onContinue }: Props) {
  const t = useT();
  return (
    <div className={styles.notice}>
      <p>
        {t("termination.discount.text", {
          discount: notice.monthlyDiscount.formatted,
          products: notice.products.join(", "),
        })}
      </p>
      <p>
        <a href={`tel:${notice.hotline.phoneNumber}`} className={styles.phone} onClick={onPhone}>
          <Icon name="phone" size={18} />
          <span>{t("termination.discount.phone", { number: notice.hotline.displayNumber })}</span>
        </a>
        <br />
        <span className={styles.hours}>{t("termination.discount.hours", { hours: notice.hotline.openingHours })}</span>
      </p>
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
