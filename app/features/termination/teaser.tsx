import { useEffect, useRef } from "react";
import type { Hotline } from "~/platform/api/types";
import { Trans, useT } from "~/platform/i18n/i18n";
import { useOpeningHours } from "~/platform/i18n/use-opening-hours";
import { Icon } from "~/ui/icon/icon";
import { HotlineLink } from "./hotline-link";
import styles from "./teaser.module.css";

/** An informative aside next to the form (tariff change instead of termination); it never stands in the way. */
export function Teaser({ hotline, onViewed }: { hotline: Hotline; onViewed: () => void }) {
  const t = useT();
  const openingHours = useOpeningHours();
  const ref = useRef<HTMLElement>(null);
  const viewed = useRef(onViewed);
  viewed.current = onViewed;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        viewed.current();
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <aside ref={ref} className={styles.teaser} aria-labelledby="termination-teaser">
      <Icon name="info" size={24} className={styles.icon} />
      <div>
        <h2 id="termination-teaser" className={styles.title}>
          {t("termination.teaser.title")}
        </h2>
        <p className={styles.text}>
          <Trans
            id="termination.teaser.text"
            values={{ hotline: <HotlineLink hotline={hotline} />, hours: openingHours(hotline.openingHours) }}
          />
        </p>
      </div>
    </aside>
  );
}
