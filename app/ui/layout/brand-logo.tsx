import { useBrand } from "~/platform/brand/brand-context";
import styles from "./brand-logo.module.css";

/** The brand's original wordmark: its display name set in the brand's letter case and logo colour. */
export function BrandLogo() {
  const brand = useBrand();
  const caseClass = brand.wordmark.letterCase === "as-is" ? "" : styles[brand.wordmark.letterCase];
  return (
    <span className={`${styles.wordmark} ${caseClass}`} data-brand-logo={brand.slug}>
      {brand.displayName}
    </span>
  );
}
