import { useT } from "~/platform/i18n/i18n";
import { Button } from "~/ui/button/button";
import { focusField } from "~/ui/fields/error-summary";
import { Modal } from "~/ui/modal/modal";
import { type TerminationField, terminationForm } from "./termination-schema";

interface Props {
  missing: readonly TerminationField[];
  onClose: () => void;
}

/**
 * The required fields still empty, each a link that closes the modal and moves focus to the field. The customer
 * number is missing only when the phone number is too (either is enough), and says so.
 */
export default function RequiredFieldsModal({ missing, onClose }: Props) {
  const t = useT();
  const goTo = (field: TerminationField) => {
    onClose();
    // After the modal has returned focus to the trigger, move it on to the field.
    setTimeout(() => focusField(terminationForm.fieldId(field)), 0);
  };
  return (
    <Modal isOpen onClose={onClose} title={t("termination.required.title")}>
      <p>{t("termination.required.intro")}</p>
      <ul data-testid="required-fields">
        {missing.map((field) => (
          <li key={field}>
            <a
              href={`#${terminationForm.fieldId(field)}`}
              onClick={(event) => {
                event.preventDefault();
                goTo(field);
              }}
            >
              {t(field === "customerNumber" ? "termination.required.identification" : terminationForm.label(field))}
            </a>
          </li>
        ))}
      </ul>
      <Button onClick={onClose}>{t("termination.required.close")}</Button>
    </Modal>
  );
}
