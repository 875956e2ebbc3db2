import { Form, useNavigation } from "react-router";
import type { OfferPreview } from "~/platform/api/types";
import { useFormat, useT } from "~/platform/i18n/i18n";
import { Button } from "~/ui/button/button";
import { Page } from "~/ui/layout/page";
import { OfferCard } from "../shop/offer-card";
import { offerChoices } from "../shop/offer-choices";
import styles from "./preview.module.css";
import { canResetOffer, type PreviewActionData, type PreviewIntent } from "./preview-rules";

function ResetForm({ intent, label }: { intent: PreviewIntent; label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className={styles.resetForm}>
      <Button type="submit" name="intent" value={intent} variant="secondary" loading={busy}>
        {label}
      </Button>
    </Form>
  );
}

function ResetResult({ result }: { result: PreviewActionData }) {
  const t = useT();
  if (result.status === "failed") {
    return (
      <p className={styles.failed} role="alert">
        {t("offer.preview.resetFailed")}
      </p>
    );
  }
  return (
    <p className={styles.done} role="status">
      {t(result.intent === "resetPreview" ? "offer.preview.resetPreviewDone" : "offer.preview.resetOfferDone")}
    </p>
  );
}

/** /angebot/preview/<token>: the dealer's read-only view of the offer, its state and the two resets. */
export function PreviewScreen({ preview, result }: { preview: OfferPreview; result?: PreviewActionData | null }) {
  const t = useT();
  const format = useFormat();
  const { offer, order } = preview;
  const yesNo = (complete: boolean) => t(complete ? "offer.preview.complete" : "offer.preview.incomplete");
  const customer = [offer.customer.firstName, offer.customer.lastName].filter(Boolean).join(" ");
  return (
    <Page title={t("offer.preview.title")}>
      <p className={styles.intro}>{t("offer.preview.intro")}</p>
      {result ? <ResetResult result={result} /> : null}
      <section className={styles.panel} aria-labelledby="preview-status">
        <h2 id="preview-status" className={styles.heading}>
          {t("offer.preview.status.heading")}
        </h2>
        <dl className={styles.facts}>
          <dt>{t("offer.preview.state")}</dt>
          <dd data-state={offer.state}>{t(`offer.preview.state.${offer.state}`)}</dd>
          <dt>{t("offer.preview.validUntil")}</dt>
          <dd>{format.date(new Date(offer.validUntil), { dateStyle: "long" })}</dd>
          {customer ? (
            <>
              <dt>{t("offer.preview.customer")}</dt>
              <dd>{customer}</dd>
            </>
          ) : null}
          <dt>{t("offer.preview.personalData")}</dt>
          <dd>{yesNo(preview.personalDataComplete)}</dd>
          <dt>{t("offer.preview.identityData")}</dt>
          <dd>{yesNo(preview.identityDataComplete)}</dd>
        </dl>
        {order ? (
          <>
            <h3 className={styles.heading}>{t("offer.preview.order.heading")}</h3>
            <dl className={styles.facts}>
              <dt>{t("offer.preview.order.id")}</dt>
              <dd>{order.orderId}</dd>
              <dt>{t("offer.preview.order.at")}</dt>
              <dd>{format.date(new Date(order.orderedAt), { dateStyle: "long", timeStyle: "short" })}</dd>
              <dt>{t("offer.preview.order.paymentMethod")}</dt>
              <dd>{t(`offer.preview.paymentMethod.${order.paymentMethod}`)}</dd>
              <dt>{t("offer.preview.order.paymentStatus")}</dt>
              <dd>{t(`offer.preview.paymentStatus.${order.paymentStatus}`)}</dd>
              {order.ibanMasked ? (
                <>
                  <dt>{t("offer.preview.order.iban")}</dt>
                  <dd>{order.ibanMasked}</dd>
                </>
              ) : null}
            </dl>
          </>
        ) : null}
        <h3 className={styles.heading}>{t("offer.preview.actions.heading")}</h3>
        <div className={styles.actions}>
          <ResetForm intent="resetPreview" label={t("offer.preview.resetPreview")} />
          {canResetOffer(preview) ? (
            <>
              <ResetForm intent="resetOffer" label={t("offer.preview.resetOffer")} />
              <p className={styles.hint}>{t("offer.preview.resetOfferHint")}</p>
            </>
          ) : null}
        </div>
      </section>
      {/* The dealer compares the choices side by side: a plain grid, no slider (and no slider script to load). */}
      <div className={styles.choices}>
        {offerChoices(offer).map((choice, index) => (
          <OfferCard
            key={choice.cart.offers[0]?.offerId ?? choice.kind}
            choice={choice}
            index={index}
            eager={index === 0}
            error={null}
          />
        ))}
      </div>
    </Page>
  );
}
