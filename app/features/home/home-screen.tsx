import { useBrand } from "~/platform/brand/brand-context";
import { useT } from "~/platform/i18n/i18n";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { pathTo } from "~/platform/routing/route-table";
import { ButtonLink } from "~/ui/button/button";
import { Page } from "~/ui/layout/page";
import { TileLink } from "~/ui/tile-link/tile-link";
import { DemoPanel } from "./demo-panel";
import type { ScenarioList } from "./demo-scenarios";
import styles from "./home-screen.module.css";

/** Start page: the § 312k termination entry, the offer tile and, on the demo backend, the scenario list. */
export function HomeScreen({ lang, scenarios }: { lang: Language; scenarios: ScenarioList | null }) {
  const t = useT();
  const brand = useBrand();
  return (
    <Page title={t("home.title", { brand: brand.displayName })} documentTitle={brand.displayName}>
      <p className={styles.intro}>{t("home.intro")}</p>
      <div className={styles.grid}>
        <section className={styles.termination} aria-labelledby="home-termination">
          <h2 id="home-termination">{t("home.termination.heading")}</h2>
          <p>{t("home.termination.text")}</p>
          <ButtonLink to={localizePath(pathTo("termination"), lang)} icon="contract" className={styles.cta}>
            {t("home.termination.cta")}
          </ButtonLink>
        </section>
        <div className={styles.offer}>
          <TileLink
            to={localizePath(pathTo("offer-landing"), lang)}
            title={t("home.offer.title")}
            description={t("home.offer.description")}
            prefixIcon="offer"
          />
        </div>
      </div>
      {scenarios ? <DemoPanel lang={lang} list={scenarios} /> : null}
    </Page>
  );
}
