import type { MessageId as MessageKey } from "@lingui/core";
import { useState } from "react";
import { useT } from "~/platform/i18n/i18n";
import { Button, ButtonLink } from "../button/button";
import { ButtonGroup, type ButtonGroupAlign } from "../button-group/button-group";
import { Skeleton } from "../skeleton/skeleton";
import { Spinner } from "../spinner/spinner";
import styles from "./gallery.module.css";
import { Example, GallerySection } from "./gallery-section";

const ALIGNS: ReadonlyArray<readonly [ButtonGroupAlign, MessageKey]> = [
  ["start", "ui.gallery.align.start"],
  ["center", "ui.gallery.align.center"],
  ["end", "ui.gallery.align.end"],
  ["between", "ui.gallery.align.between"],
  ["stretch", "ui.gallery.align.stretch"],
];

export function ButtonsGallery() {
  const t = useT();
  const [loading, setLoading] = useState(false);
  return (
    <GallerySection id="buttons" title={t("ui.gallery.buttons")}>
      <div className={styles.examples}>
        {(["primary", "secondary", "tertiary"] as const).map((variant) => (
          <Example key={variant} title={t(`ui.gallery.button.${variant}`)}>
            <div className={styles.row}>
              <Button variant={variant}>{t(`ui.gallery.button.${variant}`)}</Button>
              <Button variant={variant} icon="download">
                {t("ui.gallery.button.icon")}
              </Button>
              <Button variant={variant} icon="arrow-right" iconPosition="end">
                {t("ui.gallery.button.iconEnd")}
              </Button>
              <Button variant={variant} disabled>
                {t("ui.gallery.button.disabled")}
              </Button>
              <Button variant={variant} loading>
                {t("ui.gallery.button.loading")}
              </Button>
              <ButtonLink variant={variant} to="#buttons">
                {t("ui.gallery.button.link")}
              </ButtonLink>
            </div>
          </Example>
        ))}
        <Example title={t("ui.gallery.button.startLoading")}>
          <div className={styles.row}>
            <Button
              loading={loading}
              icon="refresh"
              onClick={() => {
                setLoading(true);
                setTimeout(() => setLoading(false), 3000);
              }}
            >
              {t("ui.gallery.button.startLoading")}
            </Button>
          </div>
        </Example>
        {ALIGNS.map(([align, name]) => (
          <Example key={align} title={t("ui.gallery.group", { align: t(name) })} wide>
            <ButtonGroup align={align}>
              <Button variant="secondary">{t("ui.gallery.button.secondary")}</Button>
              <Button>{t("ui.gallery.button.primary")}</Button>
            </ButtonGroup>
          </Example>
        ))}
      </div>
    </GallerySection>
  );
}

export function LoadingGallery() {
  const t = useT();
  return (
    <GallerySection id="loading" title={t("ui.gallery.loading")}>
      <div className={styles.examples}>
        {(["small", "medium", "large"] as const).map((size) => (
          <Example key={size} title={t(`ui.gallery.spinner.${size}`)}>
            <Spinner size={size} />
          </Example>
        ))}
        <Example title={t("ui.gallery.skeleton")}>
          <Skeleton lines={3} />
        </Example>
        <Example title={t("ui.gallery.skeleton.fixed")}>
          <Skeleton width="40%" />
        </Example>
      </div>
    </GallerySection>
  );
}
