import type { Offer } from "~/platform/api/types";
import bundle from "./demo-offer-bundle.json";
import standard from "./demo-offer-standard.json";

/** Test data: offers as the demo backend serves them (with alternatives; a bundle of two carts in one). */
export const STANDARD_OFFER = standard as unknown as Offer;
export const BUNDLE_OFFER = bundle as unknown as Offer;
