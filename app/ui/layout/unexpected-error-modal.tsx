import { clearUnexpectedError } from "~/platform/errors/unexpected-error";
import { useT } from "~/platform/i18n/i18n";
import { Button } from "../button/button";
import { Modal } from "../modal/modal";
import { StatusSection } from "../status-section/status-section";

/** The app root's modal for an unexpected error a screen reported (loaded only when one occurs). */
export default function UnexpectedErrorModal() {
  const t = useT();
  return (
    <Modal isOpen onClose={clearUnexpectedError} ariaLabel={t("error.unexpected.headline")} role="alertdialog">
      <StatusSection
        type="error"
        icon="alert"
        headline={t("error.unexpected.headline")}
        text={t("error.unexpected.text")}
        buttons={<Button onClick={clearUnexpectedError}>{t("error.unexpected.close")}</Button>}
      />
    </Modal>
  );
}
