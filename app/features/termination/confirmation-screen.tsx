import { type MouseEvent, useEffect, useState } from "react";
import { useBrand } from "~/platform/brand/brand-context";
import { useFormat, useT } from "~/platform/i18n/i18n";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { pathTo } from "~/platform/routing/route-table";
import { ButtonLink } from "~/ui/button/button";
import { Icon } from "~/ui/icon/icon";
import { Page } from "~/ui/layout/page";
import styles from "./confirmation-screen.module.css";
import { RECEIPT_QUERY, receiptCallOf } from "./receipt-link";
import type { ReceiptPayload } from "./termination-reply";

/**
 * The receipt of a termination: what was terminated, date and time of receipt, the effective date, that an
 * e-mail follows, and the declaration as PDF to save (§ 312k BGB).
 */
export function ConfirmationScreen(props: {
  payload: ReceiptPayload;
  lang: Language;
  /** The PDF was asked for without JavaScript and the backend could not give it. */
  downloadFailed?: boolean;
  /** The customer sent this link's termination again (went back and sent): this is the first one's receipt. */
  repeated?: boolean;
}) {
  const { payload, lang } = props;
  const t = useT();
  const brand = useBrand();
  const format = useFormat();
  const { receipt } = payload;
  const title = t(
    payload.form === "default" ? "termination.confirmation.title" : "termination.selfcareConfirmation.title",
  );
  const received = Date.parse(receipt.receivedAt);
  const effective = Date.parse(`${receipt.effectiveDate}T00:00:00Z`);

  const [downloadFailed, setDownloadFailed] = useState(props.downloadFailed ?? false);
  // With JavaScript the PDF comes through the API client, so a failure shows here; without, the link asks the
  // confirmation's loader (`?beleg=pdf`), which sends the browser to the PDF or answers with the failure.
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    const call = receiptCallOf(receipt.downloadUrl);
    if (!call) return;
    event.preventDefault();
    setDownloadFailed(false);
    import("./receipt-download")
      .then(({ downloadReceipt }) => downloadReceipt(call))
      .catch(() => setDownloadFailed(true));
  };

  useEffect(() => {
    // Clearing the sent form's draft and tracking the submission take the forms' code, which a confirmation does
    // not load with the page (confirmation-records.ts).
    import("./confirmation-records")
      .then(({ recordConfirmation }) => recordConfirmation(payload, brand.slug))
      .catch(() => {}); // without the chunk the draft stays, as it does without storage
  }, [payload, brand.slug]);

  return (
    <Page title={title}>
      {props.repeated ? (
        <p className={styles.intro} role="status">
          {t("termination.selfcareConfirmation.repeated")}
        </p>
      ) : null}
      <p className={styles.intro}>{t("termination.confirmation.intro")}</p>
      <dl className={styles.facts}>
        <dt>{t("termination.confirmation.what")}</dt>
        <dd>{t(`termination.serviceType.${receipt.serviceType}`)}</dd>
        <dt>{t("termination.confirmation.type")}</dt>
        <dd>
          {receipt.cancellationType === "Special"
            ? t("termination.cancellationType.Special")
            : t("termination.cancellationType.Regular")}
        </dd>
        {receipt.cancellationType === "Special" && receipt.reason !== "None" ? (
          <>
            <dt>{t("termination.confirmation.reason")}</dt>
            <dd>{t(`termination.reason.${receipt.reason}`)}</dd>
          </>
        ) : null}
        <dt>{t("termination.confirmation.receivedAt")}</dt>
        <dd data-testid="received-at">
          {t("termination.confirmation.receivedAtValue", {
            date: format.date(received, { dateStyle: "long" }),
            time: format.date(received, { timeStyle: "short" }),
          })}
        </dd>
        <dt>{t("termination.confirmation.effectiveDate")}</dt>
        <dd data-testid="effective-date">{format.date(effective, { dateStyle: "long", timeZone: "UTC" })}</dd>
        <dt>{t("termination.confirmation.reference")}</dt>
        <dd className={styles.reference}>{receipt.id}</dd>
      </dl>
      <p>{t("termination.confirmation.email", { email: receipt.confirmationEmail })}</p>
      <div className={styles.download}>
        <a
          href={receiptCallOf(receipt.downloadUrl) ? `?${RECEIPT_QUERY}=pdf` : receipt.downloadUrl}
          className={styles.downloadLink}
          data-testid="receipt-pdf"
          onClick={download}
        >
          <Icon name="download" size={20} />
          <span>{t("termination.confirmation.download")}</span>
        </a>
        {downloadFailed ? (
          <p className={styles.downloadError} role="alert">
            {t("termination.confirmation.downloadFailed")}
          </p>
        ) : null}
        <p className={styles.hint}>{t("termination.confirmation.downloadHint")}</p>
      </div>
      <ButtonLink to={localizePath(pathTo("home"), lang)} variant="secondary">
        {t("termination.confirmation.home")}
      </ButtonLink>
    </Page>
  );
}
