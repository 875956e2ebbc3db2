import { Dialog } from "react-aria-components/Dialog";
import { Modal as AriaModal, ModalOverlay } from "react-aria-components/Modal";
import type { PageOverlayProps } from "./page-overlay";
import styles from "./page-overlay.module.css";

/** The overlay itself (react-aria); page-overlay.tsx loads it on first use. */
export function PageOverlayLayer(props: PageOverlayProps) {
  const { isOpen, onClose, isDismissable = true, placement = "center", role = "dialog", className, children } = props;
  return (
    <ModalOverlay
      className={styles.backdrop}
      data-placement={placement}
      data-testid="page-overlay-backdrop"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <AriaModal className={[styles.panel, className].filter(Boolean).join(" ")} data-placement={placement}>
        <Dialog
          className={styles.dialog}
          role={role}
          aria-label={props["aria-label"]}
          aria-labelledby={props["aria-labelledby"]}
        >
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
