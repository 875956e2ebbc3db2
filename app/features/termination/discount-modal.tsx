import type { ComponentProps } from "react";
import { useT } from "~/platform/i18n/i18n";
import { Modal } from "~/ui/modal/modal";
import { DiscountNoticeContent } from "./discount-notice";

/** The combined-advantage layer as a modal; closing it leaves the form as it was. */
export default function DiscountModal(props: ComponentProps<typeof DiscountNoticeContent> & { onClose: () => void }) {
  const t = useT();
  const { onClose, ...content } = props;
  return (
    <Modal isOpen onClose={onClose} title={t("termination.discount.title")}>
      <DiscountNoticeContent {...content} />
    </Modal>
  );
}
