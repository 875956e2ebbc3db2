import { useId } from "react";
import { useT } from "~/platform/i18n/i18n";
import { ASYNC_DELAY_MS, SKELETON_HEIGHT } from "../constants";
import { useDelayedFlag } from "../hooks/use-delayed-flag";
import styles from "./skeleton.module.css";
import { skeletonWidth } from "./skeleton-width";

interface SkeletonProps {
  /** Number of placeholder lines. */
  lines?: number;
  /** CSS width of every line; by default each line gets 80-100 %. */
  width?: string;
  /** Line height in px (default 16). */
  height?: number;
  /** Inside a host that sets aria-busy and names the loading state itself: hidden from assistive technology. */
  decorative?: boolean;
  /** Time before the placeholder appears; fast loads never show it. */
  delayMs?: number;
  className?: string;
}

/** Grey placeholder lines while content loads; keeps the layout's space from the start. */
export function Skeleton({
  lines = 1,
  width,
  height = SKELETON_HEIGHT,
  decorative = false,
  delayMs = ASYNC_DELAY_MS,
  className,
}: SkeletonProps) {
  const t = useT();
  const id = useId();
  const visible = useDelayedFlag(true, delayMs);
  const bars = Array.from({ length: Math.max(1, lines) }, (_, index) => (
    <span
      // Lines never reorder; the index is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines
      key={index}
      className={styles.line}
      data-skeleton-line=""
      style={{ width: width ?? `${skeletonWidth(`${id}-${index}`)}%`, height: `${height}px` }}
    />
  ));
  return (
    <span
      className={[styles.skeleton, className].filter(Boolean).join(" ")}
      data-visible={visible}
      {...(decorative ? { "aria-hidden": true } : { role: "status" })}
    >
      {bars}
      {decorative ? null : <span className="visually-hidden">{visible ? t("ui.loading") : null}</span>}
    </span>
  );
}
