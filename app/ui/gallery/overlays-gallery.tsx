import { useState } from "react";
import { useT } from "~/platform/i18n/i18n";
import { Button } from "../button/button";
import { ButtonGroup } from "../button-group/button-group";
import { ErrorModal } from "../error-modal/error-modal";
import { ModalErrorBoundary } from "../error-modal/modal-error-boundary";
import { Modal } from "../modal/modal";
import { PageOverlay } from "../overlay/page-overlay";
import styles from "./gallery.module.css";
import { Example, GallerySection } from "./gallery-section";

type Open = "modal" | "strict" | "overlay" | "error" | "fallback" | null;

/** Throws while rendering, to show the error-boundary modal. */
function FailingPart({ fail }: { fail: boolean }) {
  const t = useT();
  if (fail) throw new Error("Gallery: a part failed to render");
  return <p>{t("ui.gallery.error.boundaryOk")}</p>;
}

export function OverlaysGallery() {
  const t = useT();
  const [open, setOpen] = useState<Open>(null);
  const [failing, setFailing] = useState(false);
  const close = () => setOpen(null);
  return (
    <GallerySection id="overlays" title={t("ui.gallery.overlays")}>
      <div className={styles.examples}>
        <Example title={t("ui.gallery.modal.open")}>
          <div className={styles.row}>
            <Button onClick={() => setOpen("modal")}>{t("ui.gallery.modal.open")}</Button>
            <Button variant="secondary" onClick={() => setOpen("strict")}>
              {t("ui.gallery.modal.openStrict")}
            </Button>
          </div>
          <Modal isOpen={open === "modal"} onClose={close} title={t("ui.gallery.modal.title")}>
            <p>{t("ui.gallery.modal.text")}</p>
            <ButtonGroup align="end">
              <Button onClick={close}>{t("ui.gallery.modal.confirm")}</Button>
            </ButtonGroup>
          </Modal>
          <Modal
            isOpen={open === "strict"}
            onClose={close}
            title={t("ui.gallery.modal.title")}
            isDismissable={false}
            hideCloseButton
            role="alertdialog"
          >
            <p>{t("ui.gallery.modal.strictText")}</p>
            <ButtonGroup align="end">
              <Button onClick={close}>{t("ui.gallery.modal.confirm")}</Button>
            </ButtonGroup>
          </Modal>
        </Example>
        <Example title={t("ui.gallery.overlay.label")}>
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => setOpen("overlay")}>
              {t("ui.gallery.overlay.open")}
            </Button>
          </div>
          <PageOverlay isOpen={open === "overlay"} onClose={close} aria-label={t("ui.gallery.overlay.label")}>
            <div style={{ padding: "var(--space-5)" }}>
              <p>{t("ui.gallery.overlay.text")}</p>
              <Button onClick={close}>{t("ui.modal.close")}</Button>
            </div>
          </PageOverlay>
        </Example>
        <Example title={t("ui.errorModal.title")}>
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => setOpen("error")}>
              {t("ui.gallery.error.withText")}
            </Button>
            <Button variant="secondary" onClick={() => setOpen("fallback")}>
              {t("ui.gallery.error.fallback")}
            </Button>
            <Button variant="secondary" onClick={() => setFailing(true)}>
              {t("ui.gallery.error.boundary")}
            </Button>
          </div>
          <ErrorModal isOpen={open === "error"} error={t("ui.gallery.error.sample")} onClose={close} />
          <ErrorModal isOpen={open === "fallback"} error={new Error("technical")} onClose={close} onReset={close} />
          <ModalErrorBoundary onReset={() => setFailing(false)}>
            <FailingPart fail={failing} />
          </ModalErrorBoundary>
        </Example>
      </div>
    </GallerySection>
  );
}
