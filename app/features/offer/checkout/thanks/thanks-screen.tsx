import { useEffect } from "react";
import { useT } from "~/platform/i18n/i18n";
import { localizePath } from "~/platform/i18n/languages";
import { pathTo } from "~/platform/routing/route-table";
import { ButtonLink } from "~/ui/button/button";
import { Page } from "~/ui/layout/page";
import { StatusSection } from "~/ui/status-section/status-section";
import { clearCart } from "../../cart/cart-storage";
import { OfferCard } from "../../shop/offer-card";
import { claimPurchase } from "./purchase-once";
import styles from "./thanks.module.css";
import type { OrderedPageData } from "./thanks.server";
import { trackConfirmation, trackPurchase } from "./thanks-tracking";

/** `danke`: the order, what happens next (identity verification where the kind needs it), the documents again. */
export function ThanksScreen({ page }: { page: OrderedPageData }) {
  const t = useT();
  const { summary, kind, useCase, redirectedFromPaymentProvider } = page;
  const { order } = summary;

  // After the order the cart is done with; the purchase counts once per order, whatever reloads or tabs follow.
  useEffect(() => {
    clearCart();
    trackConfirmation(kind, useCase, redirectedFromPaymentProvider);
    if (claimPurchase(summary.order.orderId)) trackPurchase(summary, kind);
  }, [summary, kind, useCase, redirectedFromPaymentProvider]);

  const viaProvider = order.paymentMethod === "creditCard" || order.paymentMethod === "paypal";
  return (
    <Page title={t("offer.thanks.title")}>
      <StatusSection type="success" headline={t("checkout.thanks.received")}>
        <dl className={styles.facts}>
          <div className={styles.factRow}>
            <dt>{t("checkout.thanks.orderNumber")}</dt>
            <dd>{order.orderId}</dd>
          </div>
          <div className={styles.factRow}>
            <dt>{t("checkout.thanks.paymentMethod")}</dt>
            <dd>
              {t(`checkout.summary.method.${order.paymentMethod}`)}
              {order.ibanMasked ? `, ${order.ibanMasked}` : ""}
            </dd>
          </div>
        </dl>
        {viaProvider ? (
          <p className={styles.hint}>
            {order.paymentStatus === "captured"
              ? t("checkout.thanks.paymentConfirmed")
              : t("checkout.thanks.paymentPending")}
          </p>
        ) : null}
      </StatusSection>
      <section className={styles.section} aria-labelledby="thanks-next">
        <h2 id="thanks-next" className={styles.sectionHeading}>
          {t("checkout.thanks.next.heading")}
        </h2>
        <ul>
          <li>{t("checkout.thanks.next.email")}</li>
          {page.idvToken ? <li>{t("checkout.thanks.next.idv")}</li> : null}
          <li>{t("checkout.thanks.next.activation")}</li>
        </ul>
        {page.idvToken ? (
          <ButtonLink to={localizePath(pathTo("idv", { token: page.idvToken }), page.lang)}>
            {t("checkout.thanks.next.idvLink")}
          </ButtonLink>
        ) : null}
      </section>
      <OfferCard
        choice={{ kind, cart: summary.cart, documents: summary.documents }}
        index={0}
        kicker={t("checkout.thanks.orderedOffer")}
        eager={false}
        error={null}
      />
    </Page>
  );
}
