import { useT } from "~/platform/i18n/i18n";
import { ButtonLink } from "~/ui/button/button";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { Spinner } from "~/ui/spinner/spinner";
import styles from "./shop.module.css";

/**
 * A login offer the server could not open (no valid login), for the moment before the page leads to the error page;
 * without JavaScript it says a login is needed and links to the error page, which explains how to get a new link.
 */
export function OfferPending({ errorPath }: { errorPath: string | null }) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <div className={styles.pending} aria-busy="true">
      <p role="status" className={styles.lead}>
        {hydrated ? <Spinner size="medium" decorative /> : null}
        <span>{t("offer.shop.login.loading")}</span>
      </p>
      {errorPath ? (
        <noscript>
          <p>{t("offer.shop.login.required")}</p>
          <ButtonLink to={errorPath} reloadDocument variant="secondary">
            {t("offer.shop.login.continue")}
          </ButtonLink>
        </noscript>
      ) : null}
    </div>
  );
}
