import type { RouteKey } from "./route-table";

/** The specification's guards (point 2); the offer flow implements them (`features/offer/checkout/steps.ts`). */
export type Guard = "has-cart" | "check-offer-personal-data";

const CART: Guard = "has-cart";
const PERSONAL: Guard = "check-offer-personal-data";

/** The guards of each route, in the order they run. */
export const ROUTE_GUARDS: Readonly<Record<RouteKey, readonly Guard[]>> = {
  home: [],
  "entry-novum": [],
  "offer-landing": [],
  "offer-error": [],
  offer: [PERSONAL],
  "offer-token-error": [],
  "offer-login": [CART],
  "offer-personal-data": [CART, PERSONAL],
  "offer-identity-data": [CART, PERSONAL],
  "offer-payment": [CART, PERSONAL],
  "offer-summary": [PERSONAL],
  "offer-thanks": [],
  "offer-preview": [],
  "email-rejection": [],
  idv: [],
  "idv-failed": [],
  "idv-expired": [],
  "idv-pending": [],
  "idv-success": [],
  "idv-consumed": [],
  "idv-completed": [],
  "idv-post-ident": [],
  termination: [],
  "termination-confirmation": [],
  "selfcare-termination": [],
  "selfcare-confirmation": [],
  "selfcare-error": [],
  "accessibility-statement": [],
};
