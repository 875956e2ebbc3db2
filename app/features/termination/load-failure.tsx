import type { Hotline } from "~/platform/api/types";
import { Trans, useT } from "~/platform/i18n/i18n";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { useOpeningHours } from "~/platform/i18n/use-opening-hours";
import { pathTo } from "~/platform/routing/route-table";
import { ButtonLink } from "~/ui/button/button";
import { StatusSection } from "~/ui/status-section/status-section";
import { HotlineLink } from "./hotline-link";

/**
 * The form's configuration could not load: never an empty page. The hotline comes from the brand registry
 * (the failed call has none), with a retry and the other ways to terminate.
 */
export function LoadFailure({ hotline, lang }: { hotline: Hotline; lang: Language }) {
  const t = useT();
  const openingHours = useOpeningHours();
  return (
    <StatusSection
      type="error"
      headline={t("termination.form.loadFailed")}
      text={
        <Trans
          id="termination.form.loadFailed.text"
          values={{ hotline: <HotlineLink hotline={hotline} />, hours: openingHours(hotline.openingHours) }}
        />
      }
      buttons={
        <ButtonLink to={localizePath(pathTo("termination"), lang)} reloadDocument>
          {t("termination.form.retry")}
        </ButtonLink>
      }
    />
  );
}
