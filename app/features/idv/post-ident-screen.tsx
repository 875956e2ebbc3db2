import { useBrand } from "~/platform/brand/brand-context";
import { Trans, useT } from "~/platform/i18n/i18n";
import { Button } from "~/ui/button/button";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { Icon } from "~/ui/icon/icon";
import { Page } from "~/ui/layout/page";
import styles from "./idv.module.css";
import type { IdvPageData } from "./idv.server";
import { IdvHelp } from "./idv-help";
import { useIdvPageTracking } from "./idv-tracking";

/** Deutsche Post's branch finder. */
export const BRANCH_FINDER_URL = "https://www.deutschepost.de/de/s/standorte.html";

/**
 * `/idv/<token>/post-ident`: the coupon with its reference (printed alone by the print stylesheet, downloadable as
 * a text file without JavaScript), and how to find a branch.
 */
export function PostIdentScreen({ page }: { page: IdvPageData }) {
  const t = useT();
  useIdvPageTracking(page);
  const hydrated = useHydrated();
  const coupon = page.coupon;
  const brand = useBrand();
  const file = coupon
    ? t("idv.postIdent.file", { code: coupon.code, date: coupon.validUntil, brand: brand.displayName })
    : "";

  return (
    <Page title={t("idv.postIdent.title")}>
      <p className={styles.lead}>{t("idv.postIdent.text")}</p>
      {coupon ? (
        <section className={styles.coupon} aria-labelledby="idv-coupon-title" data-print="coupon">
          <h2 id="idv-coupon-title" className={styles.subheading}>
            {t("idv.postIdent.coupon")}
          </h2>
          <dl className={styles.couponData}>
            <dt>{t("idv.postIdent.reference")}</dt>
            <dd className={styles.reference} data-testid="idv-coupon-code">
              {coupon.code}
            </dd>
          </dl>
          <p>{t("idv.postIdent.validUntil", { date: coupon.validUntil })}</p>
          {/* The printout stands alone at the counter: it says what to bring and for whom it is. */}
          <p>{t("idv.postIdent.couponHint", { brand: brand.displayName })}</p>
          <div className={styles.couponActions}>
            {hydrated ? (
              <Button variant="secondary" icon="document" onClick={() => window.print()}>
                {t("idv.postIdent.print")}
              </Button>
            ) : null}
            <a
              className={styles.download}
              href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
              download={t("idv.postIdent.fileName")}
            >
              <Icon name="download" size={18} />
              <span>{t("idv.postIdent.download")}</span>
            </a>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="idv-branch-title" className={styles.branch}>
        <h2 id="idv-branch-title" className={styles.subheading}>
          {t("idv.postIdent.branchTitle")}
        </h2>
        <p>
          <Trans
            id="idv.postIdent.branchText"
            values={{
              finder: (
                <a href={BRANCH_FINDER_URL} rel="noreferrer">
                  {t("idv.postIdent.finder")}
                </a>
              ),
            }}
          />
        </p>
      </section>
      <IdvHelp shopHotline={null} />
    </Page>
  );
}
