import type { ReactNode, RefObject } from "react";
import { Button as AriaButton } from "react-aria-components/Button";
import { Dialog } from "react-aria-components/Dialog";
import { Popover } from "react-aria-components/Popover";
import { useT } from "~/platform/i18n/i18n";
import { useMediaQuery } from "../hooks/use-media-query";
import { Icon } from "../icon/icon";
import { PageOverlay } from "../overlay/page-overlay";
import styles from "./date-picker.module.css";
import { DATE_PICKER } from "./date-picker-constants";

interface PickerOverlayProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field row the popover is placed under. */
  triggerRef: RefObject<HTMLElement | null>;
  /** Names the dialog (the field's label). */
  label: string;
  children: ReactNode;
}

/** The calendar's layer: a popover under the field, or a full-screen sheet below 600 px. */
export function PickerOverlay({ isOpen, onOpenChange, triggerRef, label, children }: PickerOverlayProps) {
  const t = useT();
  const isMobile = useMediaQuery(`(max-width: ${DATE_PICKER.mobileBreakpoint - 0.02}px)`);
  if (isMobile) {
    return (
      <PageOverlay isOpen={isOpen} onClose={() => onOpenChange(false)} placement="fullscreen" aria-label={label}>
        <div className={styles.sheet} data-testid="date-picker-sheet">
          <div className={styles.sheetHeader}>
            <span className={styles.sheetTitle}>{label}</span>
            <AriaButton
              className={styles.iconButton}
              onPress={() => onOpenChange(false)}
              aria-label={t("ui.modal.close")}
            >
              <Icon name="close" />
            </AriaButton>
          </div>
          {children}
        </div>
      </PageOverlay>
    );
  }
  return (
    <Popover
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      triggerRef={triggerRef}
      placement="bottom start"
      offset={6}
      className={styles.popover}
    >
      <Dialog aria-label={label} className={styles.dialog}>
        {children}
      </Dialog>
    </Popover>
  );
}
