import { type ReactNode, useRef } from "react";
import { useBrand } from "~/platform/brand/brand-context";
import { useT } from "~/platform/i18n/i18n";
import { useFocusOnNavigation } from "./navigation-focus";
import styles from "./page.module.css";

interface PageProps {
  /** Document title (before the brand name) and, unless `heading` is given, the page's h1. */
  title: string;
  heading?: ReactNode;
  /** The whole document title, when "<title> | <brand>" does not fit (the start page). */
  documentTitle?: string;
  children?: ReactNode;
}

/** A screen inside the page frame: document title, one h1 that takes focus after navigation, content. */
export function Page({ title, heading, documentTitle, children }: PageProps) {
  const brand = useBrand();
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnNavigation(headingRef);
  return (
    <>
      <title>{documentTitle ?? t("app.pageTitle", { page: title, brand: brand.displayName })}</title>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading ?? title}
      </h1>
      {children}
    </>
  );
}
