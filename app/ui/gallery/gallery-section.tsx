import type { ReactNode } from "react";
import styles from "./gallery.module.css";

/** One building block of the gallery: an h2 and its examples. */
export function GallerySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One state or variant inside a section, named by an h3. */
export function Example({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={styles.example} data-wide={wide || undefined}>
      <h3 className={styles.exampleTitle}>{title}</h3>
      <div className={styles.exampleBody}>{children}</div>
    </div>
  );
}
