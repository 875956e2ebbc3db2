import { Link, useLocation } from "react-router";
import { useBrand } from "~/platform/brand/brand-context";
import { useT } from "~/platform/i18n/i18n";
import { type Language, localizePath, stripLanguage } from "~/platform/i18n/languages";
import styles from "./page-frame.module.css";

/**
 * Links to the current page in the brand's languages; hidden for single-language brands. Every page also answers
 * in a language its brand does not offer (a shared link): then the switcher shows it as current beside the brand's,
 * so the customer has a way back.
 */
export function LanguageSwitcher({ current }: { current: Language }) {
  const brand = useBrand();
  const t = useT();
  const location = useLocation();
  const languages = switcherLanguages(brand.languages, current);
  if (languages.length < 2) return null;
  const path = stripLanguage(location.pathname);
  return (
    <nav aria-label={t("app.languageSwitcher.label")}>
      <ul className={styles.languages}>
        {languages.map((lang) => (
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

/** The brand's languages, and the page's own after them when the brand does not offer it. */
export function switcherLanguages(offered: readonly Language[], current: Language): readonly Language[] {
  return offered.includes(current) ? offered : [...offered, current];
}
