import type { Schemas } from "../http.ts";
import { priceItem, pricesOf } from "../money.ts";

interface TariffSeed {
  name: string;
  category: Schemas["ProductCategory"];
  monthly: number;
  minimumTermMonths: number;
  features: string[];
  dataVolumeGb?: number;
  lineTechnology?: Schemas["LineTechnology"];
  bandwidthMbit?: number;
  discount?: { label: string; amount: number; months: number };
}

const TARIFFS = {
  "o2-mobile-s": {
    name: "O2 Mobile S",
    category: "mobile",
    monthly: 19.99,
    minimumTermMonths: 24,
    dataVolumeGb: 15,
    features: ["Allnet-Flat", "5G"],
  },
  "o2-mobile-m": {
    name: "O2 Mobile M",
    category: "mobile",
    monthly: 34.99,
    minimumTermMonths: 24,
    dataVolumeGb: 50,
    features: ["Allnet-Flat", "5G", "EU-Roaming"],
    discount: { label: "Online-Vorteil", amount: -5, months: 12 },
  },
  "o2-mobile-l": {
    name: "O2 Mobile L",
    category: "mobile",
    monthly: 44.99,
    minimumTermMonths: 24,
    dataVolumeGb: 140,
    features: ["Allnet-Flat", "5G", "EU-Roaming", "Connect 2 SIMs"],
  },
  "o2-mobile-unlimited-max": {
    name: "O2 Mobile Unlimited Max",
    category: "mobile",
    monthly: 59.99,
    minimumTermMonths: 24,
    features: ["Unbegrenztes Datenvolumen", "5G", "EU-Roaming", "Connect 10 SIMs"],
    discount: { label: "Kombi-Vorteil", amount: -10, months: 24 },
  },
  "o2-mobile-flex": {
    name: "O2 Mobile M Flex",
    category: "mobile",
    monthly: 39.99,
    minimumTermMonths: 0,
    dataVolumeGb: 50,
    features: ["Allnet-Flat", "5G", "monatlich kündbar"],
  },
  "o2-home-m": {
    name: "O2 Home M",
    category: "dsl",
    monthly: 34.99,
    minimumTermMonths: 24,
    lineTechnology: "dsl",
    bandwidthMbit: 100,
    features: ["Internet-Flat", "Telefon-Flat"],
  },
  "o2-home-l-fiber": {
    name: "O2 Home L Glasfaser",
    category: "dsl",
    monthly: 49.99,
    minimumTermMonths: 24,
    lineTechnology: "ftth",
    bandwidthMbit: 500,
    features: ["Internet-Flat", "Telefon-Flat", "Glasfaser"],
    discount: { label: "Neukunden-Vorteil", amount: -15, months: 6 },
  },
  "o2-home-cable": {
    name: "O2 Home Cable L",
    category: "dsl",
    monthly: 44.99,
    minimumTermMonths: 24,
    lineTechnology: "coax",
    bandwidthMbit: 250,
    features: ["Internet-Flat", "Kabel"],
  },
  "o2-homespot": {
    name: "O2 HomeSpot 5G",
    category: "fms",
    monthly: 39.99,
    minimumTermMonths: 24,
    lineTechnology: "fms",
    bandwidthMbit: 300,
    features: ["Internet ohne Festnetzanschluss", "5G"],
  },
  "prepaid-allnet-m": {
    name: "Prepaid Allnet M",
    category: "mobile",
    monthly: 12.99,
    minimumTermMonths: 0,
    dataVolumeGb: 20,
    features: ["Allnet-Flat", "EU-Roaming", "4 Wochen Laufzeit"],
  },
} satisfies Record<string, TariffSeed>;

export type TariffId = keyof typeof TARIFFS;

export function tariff(id: TariffId): Schemas["Tariff"] {
  const seed: TariffSeed = TARIFFS[id];
  const priceItems = [priceItem("charge", "monthly", "Grundgebühr", seed.monthly)];
  if (seed.discount)
    priceItems.push(priceItem("discount", "monthly", seed.discount.label, seed.discount.amount, seed.discount.months));
  const result: Schemas["Tariff"] = {
    id,
    name: seed.name,
    category: seed.category,
    contractItemKind: "Tariff",
    minimumTermMonths: seed.minimumTermMonths,
    features: seed.features,
    prices: pricesOf(priceItems),
    priceItems,
  };
  if (seed.dataVolumeGb !== undefined) result.dataVolumeGb = seed.dataVolumeGb;
  if (seed.lineTechnology) result.lineTechnology = seed.lineTechnology;
  if (seed.bandwidthMbit) result.bandwidthMbit = seed.bandwidthMbit;
  return result;
}

interface PackSeed {
  name: string;
  type: Schemas["PackType"];
  category: Schemas["ProductCategory"];
  description: string;
  monthly: number;
  minimumTermMonths: number;
}

const PACKS = {
  "device-insurance-premium": {
    name: "Handyversicherung Premium",
    type: "deviceInsurance",
    category: "mobile",
    description: "Schutz bei Display-Bruch, Diebstahl und Flüssigkeitsschäden",
    monthly: 9.99,
    minimumTermMonths: 1,
  },
  "device-insurance-basic": {
    name: "Handyversicherung Basis",
    type: "deviceInsurance",
    category: "mobile",
    description: "Schutz bei Display-Bruch",
    monthly: 5.99,
    minimumTermMonths: 1,
  },
  "data-option-10gb": {
    name: "Datenoption 10 GB",
    type: "dataOption",
    category: "mobile",
    description: "10 GB zusätzlich jeden Monat",
    monthly: 5,
    minimumTermMonths: 1,
  },
  "roaming-world": {
    name: "Travel Weltweit",
    type: "roaming",
    category: "mobile",
    description: "1 GB und 100 Minuten außerhalb der EU",
    monthly: 7.99,
    minimumTermMonths: 1,
  },
  "o2-tv": {
    name: "O2 TV M",
    type: "entertainment",
    category: "ott",
    description: "Über 100 Sender, auch unterwegs",
    monthly: 10,
    minimumTermMonths: 1,
  },
  "online-schutz": {
    name: "Online-Schutz",
    type: "security",
    category: "onlineSchutz",
    description: "Virenschutz und Jugendschutz für 5 Geräte",
    monthly: 3.99,
    minimumTermMonths: 1,
  },
  multicard: {
    name: "MultiCard",
    type: "multiCard",
    category: "mobile",
    description: "Zweite SIM-Karte mit derselben Nummer",
    monthly: 4.99,
    minimumTermMonths: 24,
  },
} satisfies Record<string, PackSeed>;

export type PackId = keyof typeof PACKS;

export function pack(id: PackId): Schemas["Pack"] {
  const seed: PackSeed = PACKS[id];
  const priceItems = [priceItem("charge", "monthly", seed.name, seed.monthly)];
  return {
    id,
    name: seed.name,
    type: seed.type,
    category: seed.category,
    contractItemKind: seed.type === "deviceInsurance" ? "DeviceInsurance" : "Pack",
    description: seed.description,
    minimumTermMonths: seed.minimumTermMonths,
    prices: pricesOf(priceItems),
    priceItems,
  };
}
