import type { ReactNode } from "react";
import styles from "./button-group.module.css";

export type ButtonGroupAlign = "start" | "center" | "end" | "between" | "stretch";

interface ButtonGroupProps {
  /** Horizontal alignment of the buttons; "stretch" gives every button an equal share. */
  align?: ButtonGroupAlign;
  /** Stack the buttons vertically below 600 px (default) or always. */
  stack?: "mobile" | "always" | "never";
  /** Names the group for screen readers when the buttons belong together (role="group"). */
  label?: string;
  children: ReactNode;
}

export function ButtonGroup({ align = "start", stack = "mobile", label, children }: ButtonGroupProps) {
  return (
    <div
      className={styles.group}
      data-align={align}
      data-stack={stack}
      {...(label ? { role: "group", "aria-label": label } : {})}
    >
      {children}
    </div>
  );
}
