import { useBrand } from "~/platform/brand/brand-context";
import { Trans, useT } from "~/platform/i18n/i18n";
import { localizePath } from "~/platform/i18n/languages";
import { pathTo } from "~/platform/routing/route-table";
import { Button } from "~/ui/button/button";
import { Page } from "~/ui/layout/page";
import { Spinner } from "~/ui/spinner/spinner";
import { StatusSection } from "~/ui/status-section/status-section";
import styles from "../entry/entry.module.css";
import { EntryHelp } from "../entry/entry-help";
import type { OfferLoginPage } from "./login.server";
import { useCodeExchange } from "./use-code-exchange";

/** The offer login: "signing you in" while the browser exchanges the code, then the offer; or why not. */
export function OfferLoginScreen({ page }: { page: OfferLoginPage }) {
  const t = useT();
  const { hotline } = useBrand();
  const { state, retry } = useCodeExchange(page.state, page.token, page.lang);

  if (state === "signingIn") {
    return (
      <Page title={t("offer.login.title")}>
        <div className={styles.lead} role="status">
          <Spinner size="large" decorative tone="brand" delayMs={0} />
          <p>{t("offer.login.signingIn")}</p>
        </div>
        <noscript>
          <p className={styles.lead}>
            <Trans
              id="offer.login.noscript"
              values={{ hotline: <a href={`tel:${hotline.phoneNumber}`}>{hotline.displayNumber}</a> }}
            />{" "}
            <a href={localizePath(pathTo("offer-landing"), page.lang)}>{t("offer.entry.landing")}</a>
          </p>
        </noscript>
      </Page>
    );
  }
  return (
    <Page title={t("offer.login.title")}>
      <div role="alert">
        <StatusSection
          headline={t(`offer.login.${state}.headline`)}
          text={t(`offer.login.${state}.text`)}
          buttons={
            state === "failed" ? (
              <Button onClick={retry} icon="refresh">
                {t("offer.entry.retry")}
              </Button>
            ) : undefined
          }
        />
      </div>
      <EntryHelp lang={page.lang} />
    </Page>
  );
}
