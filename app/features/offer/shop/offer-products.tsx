import type { Hardware, Pack, Tariff } from "~/platform/api/types";
import { useT } from "~/platform/i18n/i18n";
import { LazyPicture } from "./lazy-picture";
import { BACKEND_LANG, dataVolume, isFixedLine } from "./offer-choices";
import styles from "./shop.module.css";
import { useTermMonths } from "./term-months";

type Level = 3 | 4;

export function HardwareBlock({ hardware, level, eager }: { hardware: Hardware; level: Level; eager: boolean }) {
  const t = useT();
  const Heading = `h${level}` as const;
  return (
    <section className={styles.block}>
      <Heading className={styles.blockHeading}>{t("offer.shop.hardware.heading")}</Heading>
      <div className={styles.hardware}>
        {hardware.imageUrl ? (
          <LazyPicture
            src={hardware.imageUrl}
            alt={t("offer.shop.hardware.image", { name: hardware.name, color: hardware.color.name })}
            eager={eager}
          />
        ) : null}
        <div>
          <p className={styles.productName} lang={BACKEND_LANG}>
            {hardware.name}
          </p>
          <dl className={styles.facts}>
            <dt>{t("offer.shop.hardware.color")}</dt>
            <dd lang={BACKEND_LANG}>
              {/* The swatch only illustrates: the colour's name is always written out. */}
              <span className={styles.swatch} style={{ backgroundColor: hardware.color.hex }} aria-hidden="true" />
              {hardware.color.name}
            </dd>
            <dt>{t("offer.shop.hardware.capacity")}</dt>
            <dd>{hardware.capacity.label}</dd>
          </dl>
        </div>
      </div>
    </section>
  );
}

export function TariffBlock({ tariff, level }: { tariff: Tariff; level: Level }) {
  const t = useT();
  const termMonths = useTermMonths();
  const Heading = `h${level}` as const;
  const volume = dataVolume(tariff);
  const fixed = isFixedLine(tariff);
  return (
    <section className={styles.block}>
      <Heading className={styles.blockHeading}>{t("offer.shop.tariff.heading")}</Heading>
      <p className={styles.productName} lang={BACKEND_LANG}>
        {tariff.name}
      </p>
      <dl className={styles.facts}>
        {fixed ? (
          <>
            {tariff.bandwidthMbit !== undefined ? (
              <>
                <dt>{t("offer.shop.tariff.bandwidth")}</dt>
                <dd>{t("offer.shop.tariff.bandwidthMbit", { mbit: tariff.bandwidthMbit })}</dd>
              </>
            ) : null}
            {tariff.lineTechnology ? (
              <>
                <dt>{t("offer.shop.tariff.line")}</dt>
                <dd>{t(`offer.shop.tariff.line.${tariff.lineTechnology}`)}</dd>
              </>
            ) : null}
          </>
        ) : (
          <>
            <dt>{t("offer.shop.tariff.dataVolume")}</dt>
            <dd>
              {volume.unlimited
                ? t("offer.shop.tariff.unlimited")
                : t("offer.shop.tariff.dataVolumeGb", { gb: volume.gb })}
            </dd>
          </>
        )}
        <dt>{t("offer.shop.tariff.minimumTerm")}</dt>
        <dd>{termMonths(tariff.minimumTermMonths)}</dd>
      </dl>
      {tariff.features.length > 0 ? (
        <ul className={styles.features} aria-label={t("offer.shop.tariff.features")} lang={BACKEND_LANG}>
          {tariff.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function PacksBlock({ packs, level }: { packs: readonly Pack[]; level: Level }) {
  const t = useT();
  const termMonths = useTermMonths();
  if (packs.length === 0) return null;
  const Heading = `h${level}` as const;
  return (
    <section className={styles.block}>
      <Heading className={styles.blockHeading}>{t("offer.shop.packs.heading")}</Heading>
      <ul className={styles.packs}>
        {packs.map((pack) => (
          <li key={pack.id}>
            {pack.type === "deviceInsurance" ? (
              <span className={styles.badge}>{t("offer.shop.packs.insurance")}</span>
            ) : null}
            <span className={styles.productName} lang={BACKEND_LANG}>
              {pack.name}
            </span>
            {pack.description ? (
              <span className={styles.muted} lang={BACKEND_LANG}>
                {pack.description}
              </span>
            ) : null}
            {pack.minimumTermMonths ? (
              <span className={styles.muted}>
                {t("offer.shop.packs.term", { term: termMonths(pack.minimumTermMonths) })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
