import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { useBrand } from "~/platform/brand/brand-context";
import { useT } from "~/platform/i18n/i18n";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { pathTo } from "~/platform/routing/route-table";
import { BrandLogo } from "./brand-logo";
import { LanguageSwitcher } from "./language-switcher";
import styles from "./page-frame.module.css";

/**
 * Header with the brand's logo and language switcher, the main landmark, and a footer with the termination entry,
 * the accessibility statement and the brand's imprint and privacy notice (its own website's pages).
 */
export function PageFrame({ lang, children }: { lang: Language; children: ReactNode }) {
  const brand = useBrand();
  const t = useT();
  // Link prefetch on intent (decision 0008) and field data start once the page is hydrated (platform/after-hydration.ts).
  useEffect(() => {
    import("~/platform/after-hydration");
  }, []);
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skip}>
        {t("app.skipToContent")}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link
            to={localizePath(pathTo("home"), lang)}
            className={styles.home}
            aria-label={t("app.homeLink", { brand: brand.displayName })}
          >
            <BrandLogo />
          </Link>
          <LanguageSwitcher current={lang} />
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <nav aria-label={t("app.footer.label")}>
            <ul className={styles.footerLinks}>
              {(
                [
                  ["termination", localizePath(pathTo("termination"), lang)],
                  ["accessibility", localizePath(pathTo("accessibility-statement"), lang)],
                  // The brand's own pages: plain links, not routes of this app.
                  ["imprint", brand.imprintUrl, 1],
                  ["privacy", brand.privacyUrl, 1],
                ] as const
              ).map(([key, to, external]) =>
                to ? (
                  <li key={key}>
                    <Link to={to} reloadDocument={!!external}>
                      {t(`app.footer.${key}`)}
                    </Link>
                  </li>
                ) : null,
              )}
            </ul>
          </nav>
          <p className={styles.copyright}>
            {t("app.footer.copyright", { year: new Date().getFullYear(), brand: brand.displayName })}
          </p>
        </div>
      </footer>
    </div>
  );
}
