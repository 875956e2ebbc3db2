import { type ReactNode, useId } from "react";
import { Icon, type IconName } from "../icon/icon";
import styles from "./status-section.module.css";

export type StatusType = "error" | "success" | "info" | "warning";

const DEFAULT_ICON: Record<StatusType, IconName> = {
  error: "alert",
  success: "success",
  info: "info",
  warning: "alert",
};

interface StatusSectionProps {
  type?: StatusType;
  icon?: IconName;
  headline: ReactNode;
  /** 1 when the section is the page's main content, 2 inside a page or dialog. */
  headingLevel?: 1 | 2 | 3;
  text?: ReactNode;
  /** Action buttons or links, rendered in order. */
  buttons?: ReactNode;
  children?: ReactNode;
}

/** A status message with icon, headline, text and actions; `type` defaults to error. */
export function StatusSection({
  type = "error",
  icon,
  headline,
  headingLevel = 2,
  text,
  buttons,
  children,
}: StatusSectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={`${styles.section} ${styles[type]}`} aria-labelledby={headingId} data-status={type}>
      <span className={styles.icon}>
        <Icon name={icon ?? DEFAULT_ICON[type]} size={32} />
      </span>
      <Heading id={headingId} className={styles.headline} tabIndex={headingLevel === 1 ? -1 : undefined}>
        {headline}
      </Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {children}
      {buttons ? <div className={styles.buttons}>{buttons}</div> : null}
    </section>
  );
}
