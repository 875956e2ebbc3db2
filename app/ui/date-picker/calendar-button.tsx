import { useT } from "~/platform/i18n/i18n";
import { Icon } from "../icon/icon";
import styles from "./date-picker.module.css";
import { loadCalendarOverlay } from "./lazy-overlay";

interface CalendarButtonProps {
  isOpen: boolean;
  isDisabled?: boolean;
  onPress: () => void;
  /** The field's label element, so the button reads "Open calendar, <label>". */
  describedBy: string;
}

/**
 * Opens the calendar; starts loading it as soon as a pointer or keyboard focus comes near. A native button:
 * it only toggles, and react-aria's press handling would add ~13 kB to every page with a date field.
 */
export function CalendarButton({ isOpen, isDisabled, onPress, describedBy }: CalendarButtonProps) {
  const t = useT();
  const preload = () => {
    void loadCalendarOverlay();
  };
  return (
    <button
      type="button"
      className={styles.iconButton}
      disabled={isDisabled}
      onClick={onPress}
      onPointerEnter={preload}
      onFocus={preload}
      aria-label={t("ui.datePicker.open")}
      aria-describedby={describedBy}
      aria-expanded={isOpen}
      aria-haspopup="dialog"
    >
      <Icon name="calendar" size={20} />
    </button>
  );
}
