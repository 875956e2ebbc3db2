import { type MouseEvent, useEffect, useId, useRef } from "react";
import { useCount, useT } from "~/platform/i18n/i18n";
import { Icon } from "../icon/icon";
import styles from "./error-summary.module.css";

export interface FieldErrorEntry {
  /** The id of the field's focusable element (or a wrapper that contains it). */
  fieldId: string;
  message: string;
}

interface ErrorSummaryProps {
  errors: readonly FieldErrorEntry[];
  title?: string;
  /**
   * Changes with every failed submit (e.g. a submit counter), so the summary takes focus again; `null`: shown
   * without taking focus (it appears after a dialog the customer left for a place of their choosing).
   */
  focusKey?: string | number | null;
}

const FOCUSABLE =
  "input:not([type=hidden]):not([disabled]), select, textarea, button:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** Focuses a field by id: the element itself when focusable, else the first focusable element inside it. */
export function focusField(fieldId: string): boolean {
  const element = document.getElementById(fieldId);
  if (!element) return false;
  const target = element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);
  (target ?? element).scrollIntoView?.({ block: "center" });
  (target ?? element).focus();
  return true;
}

/** The list of a failed submit's errors: takes focus when shown, and each entry links to its field. */
export function ErrorSummary({ errors, title, focusKey }: ErrorSummaryProps) {
  const t = useT();
  const countOf = useCount();
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const count = errors.length;

  // Focus moves in a task after the frame that shows the summary: focusing inside the submit's own task forced
  // style, layout and the scroll to the summary before the browser could paint, which made the payment step's
  // failed submit 70 ms longer at 4× slowdown (docs/performance.md, "Interactions").
  useEffect(() => {
    if (count === 0 || focusKey === null) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => ref.current?.focus(), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [count, focusKey]);

  if (count === 0) return null;
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    if (focusField(fieldId)) event.preventDefault();
  };
  return (
    <div
      ref={ref}
      className={styles.summary}
      role="alert"
      tabIndex={-1}
      aria-labelledby={headingId}
      // Without JavaScript the page that answers a failed post focuses its summary itself (the effect above does it
      // with JavaScript): a keyboard or screen-reader user starts at what went wrong.
      // biome-ignore lint/a11y/noAutofocus: the error summary after a failed submit is where focus belongs
      autoFocus
    >
      <h2 id={headingId} className={styles.title}>
        <Icon name="error" size={24} />
        <span>{title ?? t("ui.errorSummary.title")}</span>
      </h2>
      {/* A counted message, not an ICU plural: no Intl.NumberFormat on a form's first failed submit (useCount). */}
      <p className={styles.intro}>{t("ui.errorSummary.intro", countOf(count))}</p>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className={styles.link}
              onClick={(event) => onLinkClick(event, error.fieldId)}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
