import { useT } from "~/platform/i18n/i18n";
import { Button } from "../button/button";
import { ButtonGroup } from "../button-group/button-group";
import { Modal } from "../modal/modal";
import { StatusSection } from "../status-section/status-section";
import { errorText } from "./error-text";

interface ErrorModalProps {
  isOpen: boolean;
  /** The caught error: its text is shown when it carries one meant for people, else the fallback. */
  error: unknown;
  /** Close the modal and keep the page as it is. */
  onClose: () => void;
  /** Reset the failed part (e.g. an error boundary) and try again; omit when only closing makes sense. */
  onReset?: () => void;
}

/** The error-boundary modal: the error text (fallback "Something went wrong!"), with close and reset actions. */
export function ErrorModal({ isOpen, error, onClose, onReset }: ErrorModalProps) {
  const t = useT();
  const text = errorText(error);
  return (
    <Modal isOpen={isOpen} onClose={onClose} ariaLabel={t("ui.errorModal.title")} role="alertdialog">
      <StatusSection
        type="error"
        icon="alert"
        headline={t("ui.errorModal.title")}
        text={text === null ? <span lang="en">{t("ui.errorModal.fallback")}</span> : text}
        buttons={
          <ButtonGroup align="center">
            {onReset ? (
              <Button icon="refresh" onClick={onReset}>
                {t("ui.errorModal.reset")}
              </Button>
            ) : null}
            <Button variant={onReset ? "secondary" : "primary"} onClick={onClose}>
              {t("ui.errorModal.close")}
            </Button>
          </ButtonGroup>
        }
      />
    </Modal>
  );
}
