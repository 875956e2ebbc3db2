import type { MessageId as MessageKey } from "@lingui/core";
import { useBrand } from "~/platform/brand/brand-context";
import { useT } from "~/platform/i18n/i18n";
import { Icon } from "../icon/icon";
import { BRAND_ICONS, DEFAULT_ICONS, type IconName } from "../icon/icon-set";
import styles from "./gallery.module.css";
import { Example, GallerySection } from "./gallery-section";

const COLOURS: ReadonlyArray<readonly [MessageKey, string]> = [
  ["ui.gallery.colour.brand", "--color-brand"],
  ["ui.gallery.colour.brandStrong", "--color-brand-strong"],
  ["ui.gallery.colour.brandSurface", "--color-brand-surface"],
  ["ui.gallery.colour.accent", "--color-accent"],
  ["ui.gallery.colour.text", "--color-text"],
  ["ui.gallery.colour.textMuted", "--color-text-muted"],
  ["ui.gallery.colour.surface", "--color-surface"],
  ["ui.gallery.colour.border", "--color-border"],
  ["ui.gallery.colour.error", "--color-error"],
  ["ui.gallery.colour.success", "--color-success"],
  ["ui.gallery.colour.info", "--color-info"],
  ["ui.gallery.colour.warning", "--color-warning"],
  ["ui.gallery.colour.focus", "--color-focus"],
];

const SIZES = ["600", "500", "400", "300", "200", "100"] as const;

export function TokensGallery() {
  const t = useT();
  return (
    <GallerySection id="tokens" title={t("ui.gallery.tokens")}>
      <div className={styles.examples}>
        <Example title={t("ui.gallery.tokens.colours")} wide>
          <ul className={styles.swatches}>
            {COLOURS.map(([label, token]) => (
              <li key={token} className={styles.swatch}>
                <span className={styles.chip} style={{ background: `var(${token})` }} />
                <span>{t(label)}</span>
                <code className={styles.code}>{token}</code>
              </li>
            ))}
          </ul>
        </Example>
        <Example title={t("ui.gallery.tokens.type")}>
          <div className={styles.typeScale}>
            {SIZES.map((size) => (
              <p key={size} style={{ fontSize: `var(--font-size-${size})`, margin: 0 }}>
                {t("ui.gallery.tokens.sample")} <code className={styles.code}>{size}</code>
              </p>
            ))}
          </div>
        </Example>
        <Example title={t("ui.gallery.tokens.shapes")}>
          <div className={styles.shapes}>
            <div
              className={styles.shape}
              style={{ borderRadius: "var(--radius-card)", boxShadow: "var(--shadow-medium)" }}
            >
              {t("ui.gallery.shape.card")}
            </div>
            <div
              className={styles.shape}
              style={{ borderRadius: "var(--radius-input)", boxShadow: "var(--shadow-small)" }}
            >
              {t("ui.gallery.shape.input")}
            </div>
            <div className={`${styles.shape} ${styles.focusSample}`} style={{ borderRadius: "var(--radius-button)" }}>
              {t("ui.gallery.shape.focus")}
            </div>
          </div>
        </Example>
      </div>
    </GallerySection>
  );
}

export function IconsGallery() {
  const t = useT();
  const brand = useBrand();
  const own = BRAND_ICONS[brand.slug] ?? {};
  return (
    <GallerySection id="icons" title={t("ui.gallery.icons")}>
      <ul className={styles.icons}>
        {(Object.keys(DEFAULT_ICONS) as IconName[]).map((name) => (
          <li key={name} className={styles.icon} data-own={name in own || undefined}>
            <span className={styles.iconGlyph}>
              <Icon name={name} size={32} />
            </span>
            <code className={styles.code}>{name}</code>
            <span>{name in own ? t("ui.gallery.icons.own") : t("ui.gallery.icons.default")}</span>
          </li>
        ))}
      </ul>
    </GallerySection>
  );
}
