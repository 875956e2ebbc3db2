import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useT } from "~/platform/i18n/i18n";
import type { Language } from "~/platform/i18n/languages";
import { ButtonLink } from "~/ui/button/button";
import { Page } from "~/ui/layout/page";
import { StatusSection } from "~/ui/status-section/status-section";
import { storeUseCase } from "../use-case-storage";
import styles from "./entry.module.css";
import { EntryHelp } from "./entry-help";
import type { NovumEntryData } from "./novum-entry.server";

/**
 * A Novum entry link: with JavaScript the use case is stored and the offer opens at once (the entry leaves
 * the history); the server's page links to the offer, so it works without JavaScript too.
 */
export function NovumEntryScreen({ entry, lang }: { entry: NovumEntryData; lang: Language }) {
  const t = useT();
  const navigate = useNavigate();

  useEffect(() => {
    if (entry.state !== "ready") return;
    storeUseCase(entry.useCase);
    navigate(entry.offerPath, { replace: true });
  }, [entry, navigate]);

  if (entry.state === "ready") {
    return (
      <Page title={t("offer.entryNovum.title")}>
        <p className={styles.lead}>{t("offer.entry.forwarding")}</p>
        <div className={styles.actions}>
          <ButtonLink to={entry.offerPath}>{t("offer.entry.continue")}</ButtonLink>
        </div>
      </Page>
    );
  }
  return (
    <Page title={t("offer.entryNovum.title")}>
      <StatusSection
        headline={t(`offer.entry.${entry.state}.headline`)}
        text={t(`offer.entry.${entry.state}.text`)}
        buttons={
          entry.retryPath ? (
            <ButtonLink to={entry.retryPath} reloadDocument>
              {t("offer.entry.retry")}
            </ButtonLink>
          ) : undefined
        }
      />
      <EntryHelp lang={lang} />
    </Page>
  );
}
