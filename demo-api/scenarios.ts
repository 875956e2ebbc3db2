import { stateCode } from "./offer-model.ts";
import { DECLINE_TOKENS } from "./operations/misc.ts";
import { BRAND_SLUGS, DEMO_BRANDS } from "./seed/brands.ts";
import { IDV_SEEDS } from "./seed/idv.ts";
import { NOVUM_ENTRIES, OFFER_SEEDS } from "./seed/offers.ts";
import { PREFILLS } from "./seed/termination.ts";

export type ScenarioArea = "offer" | "idv" | "termination" | "selfcare" | "email-rejection" | "entry";

export interface Scenario {
  area: ScenarioArea;
  name: string;
  /** German app path to open. */
  path: string;
  /** The state or error code the page shows. */
  state: string;
  /** Set when the code comes only when the customer orders: the offer itself opens. */
  failsOn?: "ordering";
}

function offerState(seed: (typeof OFFER_SEEDS)[number]): string {
  if (seed.access === "login") return "401";
  if (seed.access === "forbidden") return "403";
  if (seed.access === "serverError") return "500";
  if (seed.failure) return seed.failure.code;
  if (seed.validDays < 0) return "OFFER_EXPIRED";
  if (seed.paymentMethods.length === 0) return "NO_PAYMENT_METHODS_AVAILABLE";
  return stateCode(seed.state) ?? seed.kind;
}

/** Every seeded scenario, one link each; the start page's demo panel lists them. */
export function scenarios(): Scenario[] {
  const list: Scenario[] = [];
  for (const seed of OFFER_SEEDS) {
    const scenario: Scenario = {
      area: "offer",
      name: seed.name,
      path: `/angebot/${seed.token}`,
      state: offerState(seed),
    };
    if (seed.failure?.on === "accept") scenario.failsOn = "ordering";
    list.push(scenario);
  }
  list.push({ area: "offer", name: "Unknown offer", path: "/angebot/demo-offer-unknown", state: "404" });
  list.push({ area: "offer", name: "Dealer preview", path: "/angebot/preview/demo-offer-standard", state: "preview" });
  list.push({
    area: "offer",
    name: "Dealer preview of an ordered offer",
    path: "/angebot/preview/demo-offer-consumed",
    state: "ordered",
  });

  for (const [token, seed] of Object.entries(IDV_SEEDS)) {
    list.push({
      area: "idv",
      name: seed.name,
      path: `/idv/${token}`,
      state: seed.serverError ? "500" : (seed.code ?? seed.status),
    });
  }
  list.push({ area: "idv", name: "Unknown identification", path: "/idv/demo-idv-unknown", state: "404" });

  for (const slug of BRAND_SLUGS) {
    const brand = DEMO_BRANDS[slug];
    list.push({
      area: "termination",
      name: `${brand.displayName} termination form`,
      path: `/kuendigung?brand=${slug}`,
      state: brand.billingType,
    });
  }
  list.push({
    area: "termination",
    name: "Customer with combined-advantage discount (customer number 100200300)",
    path: "/kuendigung?brand=o2",
    state: "combinedAdvantage",
  });

  for (const [data, seed] of Object.entries(PREFILLS)) {
    const state = seed.validDays < 0 ? "LINK_EXPIRED" : seed.contract.serviceType;
    list.push({
      area: "selfcare",
      name: seed.name,
      path: `/selfcarekuendigung?data=${data}&brand=${seed.brand}`,
      state,
    });
  }
  list.push({
    area: "selfcare",
    name: "Unknown self-care link",
    path: "/selfcarekuendigung?data=demo-selfcare-unknown&brand=o2",
    state: "404",
  });

  for (const [token, link] of Object.entries(DECLINE_TOKENS)) {
    list.push({
      area: "email-rejection",
      name: link.expired ? "Expired link" : `Reject e-mail (${DEMO_BRANDS[link.brand].displayName})`,
      path: `/email-ablehnung?token=${token}&brand=${link.brand}`,
      state: link.expired ? "LINK_EXPIRED" : "declined",
    });
  }
  list.push({
    area: "email-rejection",
    name: "Unknown link",
    path: "/email-ablehnung?token=demo-decline-unknown&brand=o2",
    state: "404",
  });

  for (const [id, entry] of Object.entries(NOVUM_ENTRIES)) {
    list.push({
      area: "entry",
      name: entry.validDays < 0 ? "Expired Novum entry" : "Novum entry to a new-customer offer",
      path: `/entry/novum?id=${id}`,
      state: entry.validDays < 0 ? "LINK_EXPIRED" : "Novum",
    });
  }
  list.push({ area: "entry", name: "Unknown Novum entry", path: "/entry/novum?id=demo-novum-unknown", state: "404" });
  return list;
}
