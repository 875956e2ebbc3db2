import { useErrorPageTracking } from "~/platform/analytics/error-page";
import { notFoundMessage } from "~/platform/errors/messages";
import { useT } from "~/platform/i18n/i18n";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { pathTo } from "~/platform/routing/route-table";
import { ButtonLink } from "../button/button";
import styles from "./error-screens.module.css";
import { Page } from "./page";

/** 404: the fixed message with the requested path (escaped by React), an explanation and a way home. */
export function NotFoundScreen({ path, lang }: { path: string; lang: Language }) {
  const t = useT();
  useErrorPageTracking(404);
  return (
    <Page title={t("error.notFound.title")} heading={t("error.notFound.heading")}>
      <div className={styles.box}>
        <p className={styles.message} lang="en" data-testid="not-found-message">
          {notFoundMessage(path)}
        </p>
        <p className={styles.text}>{t("error.notFound.text")}</p>
        <ButtonLink to={localizePath(pathTo("home"), lang)} icon="chevron-left">
          {t("error.notFound.home")}
        </ButtonLink>
      </div>
    </Page>
  );
}

/**
 * A fatal error: status code and one button that clears the error state with a fresh document load of the start
 * page ("/" in the page's language: a bare "/" would keep an English visitor, whose language cookie is set, on
 * the German start page).
 */
export function FatalErrorScreen({ status, lang }: { status: number; lang: Language }) {
  const t = useT();
  useErrorPageTracking(status);
  return (
    <Page title={t("error.page.title", { status })} heading={t("error.page.heading")}>
      <div className={styles.box}>
        <p className={styles.message} data-testid="error-status">
          {t("error.page.status", { status })}
        </p>
        <p className={styles.text}>{t("error.page.text")}</p>
        <ButtonLink to={localizePath(pathTo("home"), lang)} reloadDocument>
          {t("error.page.button")}
        </ButtonLink>
      </div>
    </Page>
  );
}
