import type { Schemas } from "../http.ts";
import { priceItem, pricesOf } from "../money.ts";

type ColorOption = Schemas["ColorOption"];
type CapacityOption = Schemas["CapacityOption"];

interface HardwareModel {
  name: string;
  manufacturer: string;
  colors: ColorOption[];
  /** One-time and monthly (My Handy, 24 months) price per capacity. */
  capacities: { option: CapacityOption; once: number; monthly: number }[];
}

const color = (id: string, name: string, hex: string): ColorOption => ({ id, name, hex });
const capacity = (gigabytes: number) => ({ id: `${gigabytes}gb`, gigabytes, label: `${gigabytes} GB` });

const HARDWARE: Record<string, HardwareModel> = {
  "samsung-galaxy-s25": {
    name: "Samsung Galaxy S25",
    manufacturer: "Samsung",
    colors: [
      color("navy", "Navy", "#1F2A44"),
      color("icyblue", "Icyblue", "#B9D3E6"),
      color("silver", "Silver Shadow", "#C9CBCE"),
    ],
    capacities: [
      { option: capacity(128), once: 49, monthly: 30 },
      { option: capacity(256), once: 99, monthly: 32 },
    ],
  },
  "apple-iphone-16": {
    name: "Apple iPhone 16",
    manufacturer: "Apple",
    colors: [
      color("black", "Schwarz", "#1C1C1E"),
      color("white", "Weiß", "#F5F5F0"),
      color("ultramarine", "Ultramarin", "#4A5BD8"),
    ],
    capacities: [
      { option: capacity(128), once: 1, monthly: 39 },
      { option: capacity(256), once: 79, monthly: 42 },
      { option: capacity(512), once: 199, monthly: 47 },
    ],
  },
  // A flagship paid at once, as customers buy them: no monthly rate, a four-digit one-time price.
  "apple-iphone-16-pro-max": {
    name: "Apple iPhone 16 Pro Max",
    manufacturer: "Apple",
    colors: [color("desert", "Titan Wüstensand", "#BFA48F"), color("black", "Titan Schwarz", "#3C3C3D")],
    capacities: [
      { option: capacity(256), once: 1449, monthly: 0 },
      { option: capacity(512), once: 1699, monthly: 0 },
    ],
  },
  "google-pixel-9a": {
    name: "Google Pixel 9a",
    manufacturer: "Google",
    colors: [color("obsidian", "Obsidian", "#202124"), color("porcelain", "Porcelain", "#EEE9E2")],
    capacities: [{ option: capacity(128), once: 29, monthly: 17 }],
  },
  "xiaomi-redmi-note-14": {
    name: "Xiaomi Redmi Note 14",
    manufacturer: "Xiaomi",
    colors: [color("midnight", "Midnight Black", "#15171A"), color("mist", "Mist Purple", "#B8A9D9")],
    capacities: [{ option: capacity(256), once: 199, monthly: 0 }],
  },
};

export type HardwareId = keyof typeof HARDWARE;

export function hardware(modelId: HardwareId, colorId: string, gigabytes: number): Schemas["Hardware"] {
  const model = HARDWARE[modelId];
  const chosenColor = model?.colors.find((c) => c.id === colorId);
  const chosen = model?.capacities.find((c) => c.option.gigabytes === gigabytes);
  if (!model || !chosenColor || !chosen) throw new Error(`No hardware ${modelId} ${colorId} ${gigabytes}`);
  const financed = chosen.monthly > 0;
  const priceItems = [priceItem("charge", "once", financed ? "Anzahlung" : "Gerätepreis", chosen.once)];
  if (financed) priceItems.push(priceItem("charge", "monthly", "O2 My Handy Rate (24 Monate)", chosen.monthly, 24));
  return {
    id: `${modelId}-${gigabytes}-${colorId}`,
    name: model.name,
    manufacturer: model.manufacturer,
    category: financed ? "myHandy" : "mobile",
    color: chosenColor,
    capacity: chosen.option,
    colors: model.colors,
    capacities: model.capacities.map((c) => c.option),
    imageUrl: `/__demo/images/${modelId}-${colorId}.svg`,
    prices: pricesOf(priceItems),
    priceItems,
  };
}

/** Model name and colour of a product image name (`<model>-<colour>`), for the demo's placeholder images. */
export function imageSubject(name: string): { model: string; color: ColorOption } | undefined {
  for (const [id, model] of Object.entries(HARDWARE)) {
    const color = model.colors.find((c) => name === `${id}-${c.id}`);
    if (color) return { model: model.name, color };
  }
  return undefined;
}
