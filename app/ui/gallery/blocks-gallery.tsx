import type { MessageId as MessageKey } from "@lingui/core";
import { useId } from "react";
import { useT } from "~/platform/i18n/i18n";
import { pathTo } from "~/platform/routing/route-table";
import { Button, ButtonLink } from "../button/button";
import { PageSection, type SectionBackground, type SectionColor } from "../page-section/page-section";
import { StatusSection, type StatusType } from "../status-section/status-section";
import { TileLink } from "../tile-link/tile-link";
import styles from "./gallery.module.css";
import { Example, GallerySection } from "./gallery-section";

const SECTIONS: ReadonlyArray<{
  background: SectionBackground;
  color?: SectionColor;
  label: MessageKey;
  maxWidth?: "narrow" | "content";
  paddingX?: boolean;
}> = [
  { background: "none", label: "ui.gallery.background.none", maxWidth: "narrow" },
  { background: "surface", color: "muted", label: "ui.gallery.background.surface" },
  { background: "brand-surface", color: "brand", label: "ui.gallery.background.brandSurface" },
  { background: "brand", label: "ui.gallery.background.brand", paddingX: false },
];

function SectionSample({ sample }: { sample: (typeof SECTIONS)[number] }) {
  const t = useT();
  const id = useId();
  return (
    <PageSection
      backgroundColor={sample.background}
      color={sample.color}
      maxWidth={sample.maxWidth}
      paddingX={sample.paddingX}
      paddingTop="small"
      paddingBottom="small"
      tag="article"
      aria-labelledby={id}
    >
      <h3 id={id} style={{ margin: 0 }}>
        {t("ui.gallery.section.example", { background: t(sample.label) })}
      </h3>
      <p>{t("ui.gallery.section.text")}</p>
      <a href="#sections">{t("ui.gallery.section.link")}</a>
    </PageSection>
  );
}

export function SectionsGallery() {
  const t = useT();
  return (
    <GallerySection id="sections" title={t("ui.gallery.sections")}>
      {SECTIONS.map((sample) => (
        <SectionSample key={sample.label} sample={sample} />
      ))}
    </GallerySection>
  );
}

export function TilesGallery() {
  const t = useT();
  return (
    <GallerySection id="tiles" title={t("ui.gallery.tiles")}>
      <div className={styles.examples}>
        <TileLink
          to="#tiles"
          title={t("ui.gallery.tile.termination")}
          description={t("ui.gallery.tile.terminationText")}
          prefixIcon="contract"
        />
        <TileLink to="#tiles" title={t("ui.gallery.tile.offer")} />
        <TileLink to="#tiles" title={t("ui.gallery.tile.download")} prefixIcon="document" stateIcon="download" />
        <TileLink
          to="#tiles"
          title={t("ui.gallery.tile.offer")}
          description={t("ui.gallery.tile.terminationText")}
          prefixIcon="offer"
          loading
        />
      </div>
    </GallerySection>
  );
}

const STATUSES: ReadonlyArray<readonly [StatusType, MessageKey, MessageKey, MessageKey]> = [
  ["error", "ui.gallery.colour.error", "ui.gallery.status.errorTitle", "ui.gallery.status.errorText"],
  ["success", "ui.gallery.colour.success", "ui.gallery.status.successTitle", "ui.gallery.status.successText"],
  ["info", "ui.gallery.colour.info", "ui.gallery.status.infoTitle", "ui.gallery.status.infoText"],
  ["warning", "ui.gallery.colour.warning", "ui.gallery.status.warningTitle", "ui.gallery.status.warningText"],
];

export function StatusGallery() {
  const t = useT();
  return (
    <GallerySection id="status" title={t("ui.gallery.status")}>
      <div className={styles.examples}>
        {STATUSES.map(([type, name, headline, text]) => (
          <Example key={type} title={t(name)}>
            <StatusSection
              type={type}
              headline={t(headline)}
              headingLevel={3}
              text={t(text)}
              buttons={
                type === "error" ? (
                  <>
                    <Button icon="refresh">{t("ui.gallery.status.retry")}</Button>
                    <ButtonLink to={pathTo("home")} variant="secondary">
                      {t("ui.gallery.status.home")}
                    </ButtonLink>
                  </>
                ) : undefined
              }
            />
          </Example>
        ))}
      </div>
    </GallerySection>
  );
}
