import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import styles from "./date-picker.module.css";

export interface Choice {
  key: string;
  label: string;
  isDisabled?: boolean;
}

interface ChoiceGridProps {
  label: string;
  choices: readonly Choice[];
  selectedKey: string | null;
  /** Where focus starts when nothing is selected yet. */
  initialKey?: string | null;
  columns: number;
  onChoose: (key: string) => void;
  /** Escape returns to the day grid instead of closing the calendar. */
  onBack: () => void;
}

/** Where the arrow keys, Home and End move in a grid of `count` cells with `columns` per row. */
export function moveIndex(index: number, key: string, count: number, columns: number): number {
  const next =
    key === "ArrowRight"
      ? index + 1
      : key === "ArrowLeft"
        ? index - 1
        : key === "ArrowDown"
          ? index + columns
          : key === "ArrowUp"
            ? index - columns
            : key === "Home"
              ? 0
              : key === "End"
                ? count - 1
                : index;
  return Math.min(count - 1, Math.max(0, next));
}

/**
 * The month, year and time overlays: a listbox laid out as a grid, one tab stop, arrow keys move, Enter or
 * Space chooses. Lighter than a full collection component for a fixed list of choices.
 */
export function ChoiceGrid({ label, choices, selectedKey, initialKey, columns, onChoose, onBack }: ChoiceGridProps) {
  const initial = Math.max(
    0,
    choices.findIndex((choice) => choice.key === (selectedKey ?? initialKey)),
  );
  const [active, setActive] = useState(initial);
  const refs = useRef<(HTMLDivElement | null)[]>([]);

  useEffect(() => {
    const element = refs.current[active];
    element?.focus();
    element?.scrollIntoView?.({ block: "nearest" });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      event.preventDefault();
      onBack();
      return;
    }
    const choice = choices[active];
    if ((event.key === "Enter" || event.key === " ") && choice) {
      event.preventDefault();
      if (!choice.isDisabled) onChoose(choice.key);
      return;
    }
    const next = moveIndex(active, event.key, choices.length, columns);
    if (next !== active || event.key.startsWith("Arrow")) event.preventDefault();
    setActive(next);
  };

  return (
    <div
      role="listbox"
      aria-label={label}
      className={styles.choiceGrid}
      style={{ gridTemplateColumns: `repeat(${columns}, 1fr)` }}
      onKeyDown={onKeyDown}
    >
      {choices.map((choice, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys for all its options
        <div
          key={choice.key}
          ref={(element) => {
            refs.current[index] = element;
          }}
          role="option"
          tabIndex={index === active ? 0 : -1}
          aria-selected={choice.key === selectedKey}
          aria-disabled={choice.isDisabled || undefined}
          className={styles.choice}
          onClick={() => {
            setActive(index);
            if (!choice.isDisabled) onChoose(choice.key);
          }}
        >
          {choice.label}
        </div>
      ))}
    </div>
  );
}
