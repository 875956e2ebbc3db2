import { useEffect } from "react";
import { useBrand } from "~/platform/brand/brand-context";
import { useT } from "~/platform/i18n/i18n";
import type { Language } from "~/platform/i18n/languages";
import { Page } from "~/ui/layout/page";
import { LoadFailure } from "./load-failure";
import { Teaser } from "./teaser";
import { TerminationForm } from "./termination-form";
import styles from "./termination-form.module.css";
import type { TerminationActionData, TerminationPageData } from "./termination-reply";
import { trackTermination } from "./termination-tracking";

/** /kuendigung: the § 312k termination form, reachable without login. */
export function TerminationScreen({
  page,
  action,
  lang,
}: {
  page: TerminationPageData;
  action?: TerminationActionData;
  lang: Language;
}) {
  const t = useT();
  const brand = useBrand();
  const title = t("termination.form.title");

  useEffect(() => {
    trackTermination("termination_page_loaded", brand.slug, {});
  }, [brand.slug]);

  const hasErrors = action?.status === "invalid" || action?.status === "failed";
  return (
    <Page title={hasErrors ? t("termination.error.pageTitle", { title }) : title} heading={title}>
      {/* The intro asks to fill in the form: not above the notice that it cannot load. */}
      {page.config ? <p className={styles.lead}>{t("termination.form.intro")}</p> : null}
      {page.config ? (
        <>
          <Teaser
            hotline={page.config.hotline}
            onViewed={() => trackTermination("termination_teaser_viewed", brand.slug, {})}
          />
          <TerminationForm
            config={page.config}
            submissionId={page.submissionId}
            today={page.today}
            lang={lang}
            action={action}
          />
        </>
      ) : (
        <LoadFailure hotline={brand.hotline} lang={lang} />
      )}
    </Page>
  );
}
