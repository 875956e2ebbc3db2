/** Offer contents as analytics sees them: every product with its monthly and one-time prices. */
export interface PriceEntry {
  period: "monthly" | "once";
  amount: number;
}

export interface TrackedProductInput {
  name: string;
  id: string;
  prices: readonly PriceEntry[];
}

export interface TrackedHardwareInput extends TrackedProductInput {
  color?: string | null;
  capacity?: string | null;
}

export interface TrackedOfferInput {
  hardware?: TrackedHardwareInput | null;
  tariff?: TrackedProductInput | null;
  packs: readonly TrackedProductInput[];
}

export type ProductCategory = "Handy" | "Tarif" | "Pack";

export interface TrackedProduct {
  name: string;
  id: string;
  price: number;
  category: ProductCategory;
  /** 1-based index of the offer the product belongs to. */
  position: number;
  monthlyPrice: number;
  oneTimePrice: number;
  quantity: 1;
  brand?: string;
  variant?: string;
}

function total(prices: readonly PriceEntry[], period: PriceEntry["period"]): number {
  const sum = prices.filter((p) => p.period === period).reduce((acc, p) => acc + p.amount, 0);
  return Math.round(sum * 100) / 100;
}

function product(input: TrackedProductInput, category: ProductCategory, position: number): TrackedProduct {
  const monthlyPrice = total(input.prices, "monthly");
  const oneTimePrice = total(input.prices, "once");
  return {
    name: input.name,
    id: input.id,
    price: monthlyPrice,
    category,
    position,
    monthlyPrice,
    oneTimePrice,
    quantity: 1,
  };
}

/** Every product of every offer, hardware first; a Handy is priced once and named by brand and variant. */
export function trackedProducts(offers: readonly TrackedOfferInput[]): TrackedProduct[] {
  return offers.flatMap((offer, index) => {
    const position = index + 1;
    const items: TrackedProduct[] = [];
    if (offer.hardware) {
      const hardware = product(offer.hardware, "Handy", position);
      const variant = [offer.hardware.color, offer.hardware.capacity].filter(Boolean).join(" ");
      items.push({ ...hardware, price: hardware.oneTimePrice, brand: offer.hardware.name, variant });
    }
    if (offer.tariff) items.push(product(offer.tariff, "Tarif", position));
    for (const pack of offer.packs) items.push(product(pack, "Pack", position));
    return items;
  });
}

/** GA4 ecommerce item: the tracked product fields mapped onto Google's names. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category: ProductCategory;
  item_variant?: string;
  price: number;
  quantity: 1;
  index: number;
}

export function toGa4Item(p: TrackedProduct): Ga4Item {
  return {
    item_id: p.id,
    item_name: p.name,
    ...(p.brand ? { item_brand: p.brand } : {}),
    item_category: p.category,
    ...(p.variant ? { item_variant: p.variant } : {}),
    price: p.price,
    quantity: p.quantity,
    index: p.position,
  };
}
