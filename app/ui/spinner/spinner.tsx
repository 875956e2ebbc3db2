import { useT } from "~/platform/i18n/i18n";
import { ASYNC_DELAY_MS, SPINNER_SIZES, type SpinnerSize } from "../constants";
import { useDelayedFlag } from "../hooks/use-delayed-flag";
import styles from "./spinner.module.css";

interface SpinnerProps {
  /** small 16, medium 24, large 64 px. */
  size?: SpinnerSize;
  /** Announced text; defaults to "Loading". */
  label?: string;
  /** Inside a control that announces its own state (e.g. a loading button): no live region, hidden from AT. */
  decorative?: boolean;
  /** Time before the spinner appears; fast loads never show it. */
  delayMs?: number;
  /** "brand" colour, or the surrounding text colour ("current", the default inside controls). */
  tone?: "brand" | "current";
  className?: string;
}

export function Spinner(props: SpinnerProps) {
  const { size = "medium", label, decorative = false, delayMs = ASYNC_DELAY_MS, className } = props;
  const tone = props.tone ?? (decorative ? "current" : "brand");
  const t = useT();
  const visible = useDelayedFlag(true, delayMs);
  const px = SPINNER_SIZES[size];
  const glyph = (
    <svg
      className={styles.glyph}
      width={px}
      height={px}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-visible={visible}
    >
      <circle className={styles.track} cx="12" cy="12" r="9.5" fill="none" strokeWidth="3" />
      <path
        className={styles.arc}
        d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
  if (decorative) {
    return (
      <span
        className={[styles.spinner, className].filter(Boolean).join(" ")}
        aria-hidden="true"
        data-size={size}
        data-tone={tone}
      >
        {glyph}
      </span>
    );
  }
  return (
    <span
      className={[styles.spinner, className].filter(Boolean).join(" ")}
      role="status"
      data-size={size}
      data-tone={tone}
    >
      {glyph}
      <span className="visually-hidden">{visible ? (label ?? t("ui.loading")) : null}</span>
    </span>
  );
}
