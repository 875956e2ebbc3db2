import { useT } from "~/platform/i18n/i18n";
import { Button } from "~/ui/button/button";
import { ButtonGroup } from "~/ui/button-group/button-group";
import { Modal } from "~/ui/modal/modal";

interface Props {
  formId: string;
  text: string;
  onClose: () => void;
}

/** The self-care summary: what will be terminated, with the same "Jetzt kündigen" as the page. */
export default function SelfcareSubmitModal({ formId, text, onClose }: Props) {
  const t = useT();
  return (
    <Modal isOpen onClose={onClose} title={t("termination.selfcare.modal.title")}>
      <p>{text}</p>
      <ButtonGroup align="start">
        <Button type="submit" form={formId}>
          {t("termination.submit")}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t("termination.selfcare.modal.back")}
        </Button>
      </ButtonGroup>
    </Modal>
  );
}
