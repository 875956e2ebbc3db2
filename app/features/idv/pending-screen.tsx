import { useEffect, useState } from "react";
import { Form, useLocation, useRevalidator } from "react-router";
import { useT } from "~/platform/i18n/i18n";
import { Button } from "~/ui/button/button";
import { useHydrated } from "~/ui/hooks/use-hydrated";
import { Page } from "~/ui/layout/page";
import { StatusSection } from "~/ui/status-section/status-section";
import styles from "./idv.module.css";
import type { IdvPageData } from "./idv.server";
import { IdvHelp } from "./idv-help";
import { screenPath } from "./idv-screens";
import { useIdvPageTracking } from "./idv-tracking";
import { ATTEMPT_PARAM, pollDelaySeconds } from "./poll-schedule";

/**
 * Asks the loader again on the growing schedule; the loader redirects to the result once there is one. A new
 * navigation (the manual refresh) starts the schedule afresh. Returns whether the schedule has ended.
 */
function usePolling(startAttempt: number, firstDelaySeconds: number | null): boolean {
  const revalidator = useRevalidator();
  const { key } = useLocation();
  const [run, setRun] = useState({ key, attempt: startAttempt });
  const attempt = run.key === key ? run.attempt : startAttempt;
  const delay = pollDelaySeconds(attempt, firstDelaySeconds);
  useEffect(() => {
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      setRun({ key, attempt: attempt + 1 });
      void revalidator.revalidate();
    }, delay * 1000);
    return () => window.clearTimeout(timer);
  }, [delay, attempt, key, revalidator.revalidate]);
  return delay === null;
}

/** The last poll that knew the state: a failed poll's answer knows no method, and the page's text should not change. */
function useLastKnown(page: IdvPageData): IdvPageData {
  const [known, setKnown] = useState(page);
  if (!page.pollFailed && known !== page) setKnown(page);
  return page.pollFailed && known.selectedMethod ? known : page;
}

/**
 * `/idv/<token>/in-arbeit`: what happens next, refreshing itself (by script, or by a meta refresh without one). A
 * poll that fails keeps this screen and says so politely; the schedule goes on. An OTP says where the code went.
 */
export function PendingScreen({ page: answer }: { page: IdvPageData }) {
  const t = useT();
  const page = useLastKnown(answer);
  useIdvPageTracking(page);
  const hydrated = useHydrated();
  const poll = page.poll ?? { attempt: 0, delaySeconds: null, firstDelaySeconds: null };
  const stoppedByScript = usePolling(poll.attempt, poll.firstDelaySeconds);
  const stopped = hydrated ? stoppedByScript : poll.delaySeconds === null;
  const path = screenPath(page.token, "pending", page.lang);
  const refresh =
    !hydrated && poll.delaySeconds !== null
      ? `${poll.delaySeconds};url=${path}?${ATTEMPT_PARAM}=${poll.attempt + 1}`
      : null;

  const otp = page.selectedMethod === "otp";
  const lead = !otp
    ? t("idv.pending.text")
    : page.otpSentTo
      ? t("idv.pending.otp.text", { number: page.otpSentTo })
      : t("idv.pending.otp.textNoNumber");

  return (
    <Page title={t("idv.pending.title")}>
      {/* Scripts off: the browser reloads by itself; inside noscript (React renders it in place, not in the head), scripts on never see the tag. */}
      {refresh ? (
        <noscript>
          <meta httpEquiv="refresh" content={refresh} />
        </noscript>
      ) : null}
      <p className={styles.lead}>{lead}</p>
      <StatusSection
        type="info"
        icon="info"
        headline={t("idv.next")}
        text={t(otp ? "idv.pending.otp.next" : "idv.pending.next")}
      >
        <p aria-live="polite" className={styles.pollState} data-testid="idv-poll-state">
          {answer.pollFailed && !stopped ? `${t("idv.pending.pollFailed")} ` : null}
          {stopped ? t("idv.pending.stopped") : t("idv.pending.checking")}
        </p>
        <Form method="get" action={path} className={styles.form}>
          <Button type="submit" variant={stopped ? "primary" : "secondary"}>
            {t("idv.pending.refresh")}
          </Button>
        </Form>
      </StatusSection>
      <IdvHelp shopHotline={null} />
    </Page>
  );
}
