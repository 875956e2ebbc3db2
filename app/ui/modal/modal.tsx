import { type ReactNode, useId } from "react";
import { useT } from "~/platform/i18n/i18n";
import { Icon } from "../icon/icon";
import { PageOverlay } from "../overlay/page-overlay";
import styles from "./modal.module.css";

interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Visible heading that names the dialog; omit when the content brings its own heading. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
  /** Backdrop click and Escape close the modal unless false. */
  isDismissable?: boolean;
  role?: "dialog" | "alertdialog";
  /** Heading level of the title (2 by default: the page keeps its h1). */
  headingLevel?: 2 | 3;
  /** Hide the close button when the content offers its own way out. */
  hideCloseButton?: boolean;
  children: ReactNode;
}

/** A modal dialog on the page overlay: locks page scrolling, traps focus and returns it to the trigger on close. */
export function Modal(props: ModalProps) {
  const { isOpen, onClose, title, ariaLabel, isDismissable = true, role = "dialog", headingLevel = 2 } = props;
  const t = useT();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <PageOverlay
      isOpen={isOpen}
      onClose={onClose}
      isDismissable={isDismissable}
      role={role}
      aria-label={title ? undefined : ariaLabel}
      aria-labelledby={title ? titleId : undefined}
    >
      <div className={styles.body}>
        {title ? (
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
        ) : null}
        {props.hideCloseButton ? null : (
          <button type="button" className={styles.close} onClick={onClose} aria-label={t("ui.modal.close")}>
            <Icon name="close" />
          </button>
        )}
        {props.children}
      </div>
    </PageOverlay>
  );
}
