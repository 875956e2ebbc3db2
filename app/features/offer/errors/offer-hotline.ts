import type { Hotline, OpeningHours } from "~/platform/api/types";

/** The number an offer screen shows: its tel: target, its display form, and its hours where known. */
export interface OfferHotline {
  phoneNumber: string;
  displayNumber: string;
  openingHours: OpeningHours[] | null;
}

const digits = (value: string) => value.replace(/\D/g, "");

/**
 * The shop hotline the backend named with the error, else the brand's. The backend sends a display number
 * only: when it is the brand's number, the brand registry adds the tel: form and the opening hours.
 */
export function offerHotline(shopHotline: string | null, brand: Hotline): OfferHotline {
  const shop = shopHotline?.trim();
  if (!shop || digits(shop) === "" || digits(shop) === digits(brand.displayNumber)) {
    return { phoneNumber: brand.phoneNumber, displayNumber: brand.displayNumber, openingHours: brand.openingHours };
  }
  const plus = shop.startsWith("+") ? "+" : "";
  return { phoneNumber: `${plus}${digits(shop)}`, displayNumber: shop, openingHours: null };
}
