import type { ReactNode } from "react";
import styles from "./page-section.module.css";
import { type SectionBackground, type SectionColor, sectionTones } from "./section-tones";

export type { SectionBackground, SectionColor } from "./section-tones";
export type SectionSpacing = "none" | "small" | "medium" | "large";

interface PageSectionProps {
  /** Text colour; on the brand background it is always the on-brand colour. */
  color?: SectionColor;
  backgroundColor?: SectionBackground;
  /** Width of the content column; the background always spans the full width. */
  maxWidth?: "narrow" | "content" | "full";
  paddingTop?: SectionSpacing;
  paddingBottom?: SectionSpacing;
  /** Horizontal padding of the content column (default on). */
  paddingX?: boolean;
  tag?: "section" | "div" | "article" | "aside" | "header" | "footer";
  /** Names the section (makes a `section` a region landmark). */
  "aria-labelledby"?: string;
  id?: string;
  children: ReactNode;
}

/** A full-width band of the page with a coloured background and a centred content column. */
export function PageSection(props: PageSectionProps) {
  const {
    color,
    backgroundColor = "none",
    maxWidth = "content",
    paddingTop = "medium",
    paddingBottom = "medium",
  } = props;
  const { paddingX = true, tag: Tag = "section", children, id } = props;
  const tones = sectionTones(color, backgroundColor);
  return (
    <Tag
      id={id}
      className={styles.section}
      aria-labelledby={props["aria-labelledby"]}
      data-color={tones.color}
      data-background={tones.background}
      data-padding-top={paddingTop}
      data-padding-bottom={paddingBottom}
    >
      <div className={styles.inner} data-max-width={maxWidth} data-padding-x={paddingX || undefined}>
        {children}
      </div>
    </Tag>
  );
}
