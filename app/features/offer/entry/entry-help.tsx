import { useBrand } from "~/platform/brand/brand-context";
import { Trans, useT } from "~/platform/i18n/i18n";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { useOpeningHours } from "~/platform/i18n/use-opening-hours";
import { pathTo } from "~/platform/routing/route-table";
import styles from "./entry.module.css";

/** What every entry screen offers besides its own answer: the hotline and what a personal offer is. */
export function EntryHelp({ lang }: { lang: Language }) {
  const t = useT();
  const openingHours = useOpeningHours();
  const { hotline } = useBrand();
  return (
    <p className={styles.help}>
      <Trans
        id="offer.entry.hotline"
        values={{
          hotline: <a href={`tel:${hotline.phoneNumber}`}>{hotline.displayNumber}</a>,
          hours: openingHours(hotline.openingHours),
        }}
      />{" "}
      <a href={localizePath(pathTo("offer-landing"), lang)}>{t("offer.entry.landing")}</a>
    </p>
  );
}
