import type { MouseEvent } from "react";
import type { OfferDocument } from "~/platform/api/types";
import { useT } from "~/platform/i18n/i18n";
import { Icon } from "~/ui/icon/icon";
import type { OfferPageError } from "../store/offer-store";
import styles from "./shop.module.css";

interface OfferDocumentsProps {
  documents: readonly OfferDocument[];
  level: 3 | 4;
  /** A document that failed to download, shown beside its link. */
  error: OfferPageError | null;
  /** With JavaScript: download through the API client (tracked, failures shown); without, the plain link works. */
  onDownload?: (document: OfferDocument, event: MouseEvent<HTMLAnchorElement>) => void;
  onDismiss?: () => void;
}

/** The contract documents (§ 54 TKG) as PDF downloads before anything is ordered, with the hint to save them. */
export function OfferDocuments({ documents, level, error, onDownload, onDismiss }: OfferDocumentsProps) {
  const t = useT();
  if (documents.length === 0) return null;
  const Heading = `h${level}` as const;
  return (
    <section className={styles.block}>
      <Heading className={styles.blockHeading}>{t("offer.shop.documents.heading")}</Heading>
      <p className={styles.hint}>{t("offer.shop.documents.hint")}</p>
      <ul className={styles.documents}>
        {documents.map((document) => (
          <li key={document.id}>
            <a
              className={styles.documentLink}
              href={document.url}
              download={`${document.id}.pdf`}
              type="application/pdf"
              onClick={onDownload ? (event) => onDownload(document, event) : undefined}
            >
              <Icon name="download" size={20} />
              <span>{t("offer.shop.documents.download", { title: document.title })}</span>
            </a>
            {error?.url === document.url ? (
              <p className={styles.documentError} role="alert">
                {t("offer.shop.documents.failed", { title: document.title })}{" "}
                {onDismiss ? (
                  <button type="button" className={styles.linkButton} onClick={onDismiss}>
                    {t("offer.shop.documents.dismiss")}
                  </button>
                ) : null}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
