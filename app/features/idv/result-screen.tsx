import { useT } from "~/platform/i18n/i18n";
import { ButtonLink } from "~/ui/button/button";
import { ButtonGroup } from "~/ui/button-group/button-group";
import { Page } from "~/ui/layout/page";
import { StatusSection, type StatusType } from "~/ui/status-section/status-section";
import styles from "./idv.module.css";
import type { IdvActionData, IdvPageData } from "./idv.server";
import { IdvHelp } from "./idv-help";
import { type IdvScreenId, screenPath } from "./idv-screens";
import { useIdvPageTracking } from "./idv-tracking";
import { MethodForm, type MethodFormProps } from "./method-form";

type ResultScreenId = Exclude<IdvScreenId, "selection" | "submitted" | "pending" | "postIdent">;

const TYPE: Record<ResultScreenId, StatusType> = {
  success: "success",
  completed: "success",
  consumed: "success",
  cancelled: "warning",
  expired: "warning",
  noMethods: "warning",
  hotline: "info",
  downtime: "warning",
  technical: "error",
  notFound: "error",
  unexpected: "error",
  failed: "error",
};

/** Screens whose cause may pass: they offer to try the main page again. */
const RETRY: readonly IdvScreenId[] = ["technical", "downtime", "unexpected"];

/**
 * A result or problem screen: what happened (the page's h1 and text), what happens next in a status section, the
 * hotline; a failed verification that may be tried again offers the methods right here.
 */
export function ResultScreen({ page, problem, posted = null }: MethodFormProps) {
  const t = useT();
  useIdvPageTracking(page);
  const screen = page.screen as ResultScreenId;
  const unexpected = screen === "unexpected";
  const title = unexpected ? t("error.unexpected.headline") : t(`idv.${screen}.title`);
  // Its own text: the platform's general one speaks of entries, and this page has none.
  const text = t(`idv.${screen}.text`);
  const next =
    screen === "failed" ? t(page.retryPossible ? "idv.failed.retry" : "idv.failed.final") : t(`idv.${screen}.next`);
  const offerRetry = screen === "failed" && page.retryPossible && page.methods.length > 0;
  const retryUnavailable = screen === "failed" && page.retryPossible && page.methodsUnavailable;

  return (
    <Page title={title}>
      <p className={styles.lead}>{text}</p>
      <StatusSection
        type={TYPE[screen]}
        headline={t("idv.next")}
        text={next}
        buttons={
          RETRY.includes(screen) ? (
            <ButtonGroup>
              <ButtonLink to={screenPath(page.token, "selection", page.lang)} reloadDocument>
                {t("idv.retry")}
              </ButtonLink>
            </ButtonGroup>
          ) : undefined
        }
      >
        {page.downtimeUntil ? <p>{t("idv.downtime.until", { until: page.downtimeUntil })}</p> : null}
      </StatusSection>
      {offerRetry ? <MethodForm page={page} problem={problem} posted={posted} /> : null}
      {retryUnavailable ? (
        <div className={styles.form}>
          <p>{t("idv.failed.methodsUnavailable")}</p>
          <ButtonLink to={screenPath(page.token, "failed", page.lang)} variant="secondary" reloadDocument>
            {t("idv.failed.reload")}
          </ButtonLink>
        </div>
      ) : null}
      <IdvHelp shopHotline={page.shopHotline} />
    </Page>
  );
}

/** The page to show after the selection form's answer: its screen, or the loader's page with the form's problem. */
export function answered(page: IdvPageData, action: IdvActionData | undefined) {
  if (action && "page" in action) return { shown: action.page, problem: null, posted: null };
  return { shown: page, problem: action?.problem ?? null, posted: action?.method ?? null };
}

/** `/idv/<token>/fehlgeschlagen`: the failed result with its retry, or the screen a failed retry's answer names. */
export function IdvFailedScreen({ page, action }: { page: IdvPageData; action?: IdvActionData | undefined }) {
  const { shown, problem, posted } = answered(page, action);
  return <ResultScreen page={shown} problem={problem} posted={posted} />;
}
