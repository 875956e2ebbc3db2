import { useT } from "~/platform/i18n/i18n";
import { localizePath } from "~/platform/i18n/languages";
import { ButtonLink } from "~/ui/button/button";
import { Price } from "~/ui/price/price";
import { StatusSection } from "~/ui/status-section/status-section";
import { OfferCard } from "../../shop/offer-card";
import type { OfferChoice } from "../../shop/offer-choices";
import { CheckoutFrame } from "../checkout-frame";
import { stepPath } from "../steps";
import { monthlyPhases } from "./monthly-phases";
import styles from "./summary.module.css";
import type { SummaryActionData, SummaryLoaderData, SummaryPageData } from "./summary-data";
import { SummaryDetails } from "./summary-details";
import { SummaryForm } from "./summary-form";

function Notices({ page, action }: { page: SummaryPageData; action: SummaryActionData | undefined }) {
  const t = useT();
  if (action?.status === "failed") {
    return (
      <p className={`${styles.alert} ${styles.fieldError}`} role="alert">
        {t(action.message ?? "checkout.summary.failed")}
      </p>
    );
  }
  if (action?.status === "downtime") {
    return (
      <p className={`${styles.alert} ${styles.fieldError}`} role="alert">
        {action.until ? t("checkout.summary.downtime", { until: action.until }) : t("checkout.summary.downtimeUnknown")}
      </p>
    );
  }
  if (page.paymentNotice && !action) {
    return (
      <StatusSection
        type="warning"
        headline={t(
          page.paymentNotice === "aborted" ? "offer.errors.paymentAborted.title" : "offer.errors.paymentFailed.title",
        )}
        text={t(
          page.paymentNotice === "aborted" ? "checkout.summary.paymentAborted" : "checkout.summary.paymentFailed",
        )}
      />
    );
  }
  return null;
}

function Ready({ page, action }: { page: SummaryPageData; action: SummaryActionData | undefined }) {
  const t = useT();
  if (action?.status === "ordered") {
    return (
      <StatusSection
        type="success"
        headline={t("checkout.summary.ordered.title")}
        text={t("checkout.summary.ordered.text", { orderId: action.orderId })}
      />
    );
  }
  const errors = action?.status === "invalid" ? action.errors : {};
  return (
    <>
      <Notices page={page} action={action} />
      <p className={styles.intro}>{t("checkout.summary.intro")}</p>
      <div id="summary-documents" tabIndex={-1}>
        <OfferCard choice={page.choice} index={page.choiceIndex} eager={false} error={null} />
        {errors.documents ? <p className={styles.fieldError}>{t(errors.documents)}</p> : null}
      </div>
      <MonthlyPhases choice={page.choice} />
      <p className={styles.intro} data-testid="contract-end">
        {t(
          hasMinimumTerm(page.choice)
            ? "checkout.summary.contractEnd.afterTerm"
            : "checkout.summary.contractEnd.anyTime",
        )}
      </p>
      <SummaryDetails page={page} errors={errors} />
      <SummaryForm page={page} action={action} />
    </>
  );
}

/** The monthly total month by month when a limited discount ends (none shown when no line is limited). */
function MonthlyPhases({ choice }: { choice: Pick<OfferChoice, "cart"> }) {
  const t = useT();
  const phases = monthlyPhases(choice.cart.offers);
  if (phases.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="summary-phases-heading" data-testid="monthly-phases">
      <h2 id="summary-phases-heading" className={styles.sectionHeading}>
        {t("checkout.summary.phases.heading")}
      </h2>
      <ul>
        {phases.map(({ from, to, amount }) => (
          <li key={from}>
            {to ? t("checkout.summary.phases.range", { from, to }) : t("checkout.summary.phases.from", { from })}{" "}
            <Price amount={amount} period="monthly" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * How the contract ends, right before the order button (§ 312j Abs. 2 BGB with Art. 246a § 1 Nr. 11 EGBGB): after a
 * minimum term it runs on indefinitely, and a consumer can then cancel it with at most one month's notice (§ 56
 * Abs. 3 TKG); without one, at any time with that notice. The minimum terms themselves stand in the offer card.
 */
function hasMinimumTerm(choice: Pick<OfferChoice, "cart">): boolean {
  return choice.cart.offers.some((item) => (item.tariff?.minimumTermMonths ?? 0) > 0);
}

/** `zusammenfassung`: the order as it will be placed, the consents and the order button (§ 312j BGB). */
export function SummaryScreen({ page, action }: { page: SummaryLoaderData; action: SummaryActionData | undefined }) {
  const t = useT();
  return (
    <CheckoutFrame step="summary" kind={page.kind} token={page.token} lang={page.lang} title={t("offer.summary.title")}>
      {page.status === "notLoaded" ? (
        <StatusSection
          headline={t("offer.errors.summaryNotLoaded.title")}
          text={t("offer.errors.summaryNotLoaded.text")}
          buttons={
            <ButtonLink to={localizePath(stepPath(page.token, "summary"), page.lang)} reloadDocument>
              {t("checkout.summary.retry")}
            </ButtonLink>
          }
        />
      ) : (
        <Ready page={page} action={action} />
      )}
    </CheckoutFrame>
  );
}
