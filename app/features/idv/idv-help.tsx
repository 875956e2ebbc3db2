import { useBrand } from "~/platform/brand/brand-context";
import { Trans } from "~/platform/i18n/i18n";
import { PhoneLink } from "~/ui/phone-link/phone-link";
import styles from "./idv.module.css";

const digits = (value: string) => value.replace(/\D/g, "");

/** The hotline the backend named with the error, else the brand's (the registry has its tel: form). */
export function idvHotline(shopHotline: string | null, brand: { phoneNumber: string; displayNumber: string }) {
  const shop = shopHotline?.trim();
  if (!shop || digits(shop) === "" || digits(shop) === digits(brand.displayNumber)) return brand;
  return { phoneNumber: `${shop.startsWith("+") ? "+" : ""}${digits(shop)}`, displayNumber: shop };
}

/** "Questions? Our hotline … is glad to help." with the number as a tel: link. */
export function IdvHelp({ shopHotline }: { shopHotline: string | null }) {
  const brand = useBrand();
  const hotline = idvHotline(shopHotline, brand.hotline);
  return (
    <p className={styles.help}>
      <Trans
        id="idv.help"
        values={{ hotline: <PhoneLink phoneNumber={hotline.phoneNumber} displayNumber={hotline.displayNumber} /> }}
      />
    </p>
  );
}
