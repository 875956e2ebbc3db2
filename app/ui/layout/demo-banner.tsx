import { useT } from "~/platform/i18n/i18n";
import styles from "./demo-banner.module.css";

/** Says loudly that a page is a demo (the design-system gallery, the error page on demand): nothing here is real. */
export function DemoBanner() {
  const t = useT();
  return (
    <p className={styles.banner} role="note" data-testid="demo-banner">
      <strong className={styles.title}>{t("app.demoBanner.title")}</strong>
      {t("app.demoBanner.text")}
    </p>
  );
}
