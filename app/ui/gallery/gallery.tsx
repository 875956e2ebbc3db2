import type { MessageId as MessageKey } from "@lingui/core";
import { useBrand } from "~/platform/brand/brand-context";
import type { BrandSlug } from "~/platform/brand/registry";
import { useT } from "~/platform/i18n/i18n";
import { Page } from "../layout/page";
import { AccordionGallery } from "./accordion-gallery";
import { SectionsGallery, StatusGallery, TilesGallery } from "./blocks-gallery";
import { ButtonsGallery, LoadingGallery } from "./buttons-gallery";
import { CarouselGallery } from "./carousel-gallery";
import { DateGallery } from "./date-gallery";
import { FormsGallery } from "./forms-gallery";
import styles from "./gallery.module.css";
import { PriceGallery, StepsGallery, TransitionGallery } from "./misc-gallery";
import { OverlaysGallery } from "./overlays-gallery";
import { IconsGallery, TokensGallery } from "./tokens-gallery";

const CONTENTS: ReadonlyArray<readonly [string, MessageKey]> = [
  ["tokens", "ui.gallery.tokens"],
  ["icons", "ui.gallery.icons"],
  ["buttons", "ui.gallery.buttons"],
  ["loading", "ui.gallery.loading"],
  ["sections", "ui.gallery.sections"],
  ["tiles", "ui.gallery.tiles"],
  ["status", "ui.gallery.status"],
  ["accordion", "ui.gallery.accordion"],
  ["overlays", "ui.gallery.overlays"],
  ["date-picker", "ui.gallery.datePicker"],
  ["carousel", "ui.gallery.carousel"],
  ["forms", "ui.gallery.forms"],
  ["prices", "ui.gallery.prices"],
  ["steps", "ui.gallery.steps"],
  ["transition", "ui.gallery.transition"],
];

/** The living style guide: every building block in every state for the current brand (`?brand=` switches). */
/** One entry of the brand switch: the route's loader names the brands, so the browser bundle holds no registry. */
export interface GalleryBrand {
  slug: BrandSlug;
  name: string;
}

export function UiGallery({ brands }: { brands: readonly GalleryBrand[] }) {
  const t = useT();
  const brand = useBrand();
  return (
    <Page title={t("ui.gallery.title")}>
      <p className={styles.intro}>{t("ui.gallery.intro", { brand: brand.displayName })}</p>
      <nav className={styles.nav} aria-labelledby="gallery-brands">
        <h2 id="gallery-brands" className={styles.navTitle}>
          {t("ui.gallery.brandSwitch")}
        </h2>
        <ul className={styles.brands}>
          {brands.map(({ slug, name }) => (
            <li key={slug}>
              {/* A full page load: the brand is resolved per document and set on <html>. */}
              <a
                href={`?brand=${slug}`}
                className={styles.brandLink}
                aria-current={slug === brand.slug ? "true" : undefined}
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav className={styles.nav} aria-labelledby="gallery-contents">
        <h2 id="gallery-contents" className={styles.navTitle}>
          {t("ui.gallery.contents")}
        </h2>
        <ul className={styles.toc}>
          {CONTENTS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`} className={styles.tocLink}>
                {t(title)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <TokensGallery />
      <IconsGallery />
      <ButtonsGallery />
      <LoadingGallery />
      <SectionsGallery />
      <TilesGallery />
      <StatusGallery />
      <AccordionGallery />
      <OverlaysGallery />
      <DateGallery />
      <CarouselGallery />
      <FormsGallery />
      <PriceGallery />
      <StepsGallery />
      <TransitionGallery />
    </Page>
  );
}
