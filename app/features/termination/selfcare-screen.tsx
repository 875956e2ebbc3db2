import { useT } from "~/platform/i18n/i18n";
import { Page } from "~/ui/layout/page";
import type { SelfcarePageData } from "./selfcare.server";
import { SelfcareForm } from "./selfcare-form";
import { SelfcareSummary } from "./selfcare-summary";
import styles from "./termination-form.module.css";
import type { TerminationActionData } from "./termination-reply";

/** /selfcarekuendigung?data=…: the prefilled termination from a self-care link. */
export function SelfcareScreen({ page, action }: { page: SelfcarePageData; action?: TerminationActionData }) {
  const t = useT();
  const title = t("termination.selfcare.title");
  return (
    <Page title={action?.status === "invalid" ? t("termination.error.pageTitle", { title }) : title} heading={title}>
      <p className={styles.lead}>{t("termination.selfcare.intro")}</p>
      <SelfcareSummary prefill={page.prefill} />
      <SelfcareForm
        prefill={page.prefill}
        config={page.config}
        submissionId={page.submissionId}
        today={page.today}
        action={action}
      />
    </Page>
  );
}
