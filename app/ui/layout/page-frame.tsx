import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { useBrand } from "~/platform/brand/brand-context";
import { useT } from "~/platform/i18n/i18n";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { BrandLogo } from "./brand-logo";
import { LanguageSwitcher } from "./language-switcher";
import styles from "./page-frame.module.css";

/** Header with the brand's logo and language switcher, the main landmark, and a footer with the termination entry and the accessibility statement. */
export function PageFrame({ lang, children }: { lang: Language; children: ReactNode }) {
  const brand = useBrand();
  const t = useT();
  // Links prefetch their route's chunks on intent (decision 0008); the code loads once the page is hydrated.
  useEffect(() => {
    import("~/platform/react/prefetch-links");
  }, []);
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skip}>
        {t("app.skipToContent")}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link
            to={localizePath("/", lang)}
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
              <li>
                <Link to={localizePath("/kuendigung", lang)}>{t("app.footer.termination")}</Link>
              </li>
              <li>
                <Link to={localizePath("/barrierefreiheit", lang)}>{t("app.footer.accessibility")}</Link>
              </li>
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
