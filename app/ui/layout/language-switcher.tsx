import { Link, useLocation } from "react-router";
import { useBrand } from "~/platform/brand/brand-context";
import { useT } from "~/platform/i18n/i18n";
import { type Language, localizePath, stripLanguage } from "~/platform/i18n/languages";
import styles from "./page-frame.module.css";

/** Links to the current page in the brand's other languages; hidden for single-language brands. */
export function LanguageSwitcher({ current }: { current: Language }) {
  const brand = useBrand();
  const t = useT();
  const location = useLocation();
  if (brand.languages.length < 2) return null;
  const path = stripLanguage(location.pathname);
  return (
    <nav aria-label={t("app.languageSwitcher.label")}>
      <ul className={styles.languages}>
        {brand.languages.map((lang) => (
          <li key={lang}>
            <Link
              to={`${localizePath(path, lang)}${location.search}`}
              lang={lang}
              hrefLang={lang}
              aria-current={lang === current ? "true" : undefined}
              className={styles.language}
            >
              {t(`app.language.${lang}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
