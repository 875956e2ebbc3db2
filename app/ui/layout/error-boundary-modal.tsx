import { useState } from "react";
import { BOUNDARY_FALLBACK } from "~/platform/errors/messages";
import { useT } from "~/platform/i18n/i18n";
import { Button } from "../button/button";
import { Modal } from "../modal/modal";
import { StatusSection } from "../status-section/status-section";

/** Text of an error meant for people (errors with a `userMessage`); anything else gets the fallback. */
function errorText(error: unknown): string {
  if (error && typeof error === "object" && "userMessage" in error && typeof error.userMessage === "string") {
    return error.userMessage;
  }
  return BOUNDARY_FALLBACK;
}

export default function ErrorBoundaryModal({ error, onReset }: { error: unknown; onReset: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  if (!open)
    return (
      <StatusSection
        type="error"
        headline={t("error.boundary.gone")}
        buttons={<Button onClick={onReset}>{t("error.boundary.reset")}</Button>}
      />
    );
  return (
    <Modal isOpen onClose={() => setOpen(false)} title={t("error.boundary.title")} role="alertdialog">
      <p lang="en">{errorText(error)}</p>
      <Button onClick={onReset}>{t("error.boundary.reset")}</Button>{" "}
      <Button variant="secondary" onClick={() => setOpen(false)}>
        {t("error.boundary.close")}
      </Button>
    </Modal>
  );
}
