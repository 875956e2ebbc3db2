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
import type { NovumEntryData, NovumEntryProblem } from "./novum-entry.server";

const HEADLINE = {
  invalid: "offer.entry.invalid.headline",
  unknown: "offer.entry.unknown.headline",
  expired: "offer.entry.expired.headline",
  failed: "offer.entry.failed.headline",
} as const satisfies Record<NovumEntryProblem, string>;

const TEXT = {
  invalid: "offer.entry.invalid.text",
  unknown: "offer.entry.unknown.text",
  expired: "offer.entry.expired.text",
  failed: "offer.entry.failed.text",
} as const satisfies Record<NovumEntryProblem, string>;

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
        headline={t(HEADLINE[entry.state])}
        text={t(TEXT[entry.state])}
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
