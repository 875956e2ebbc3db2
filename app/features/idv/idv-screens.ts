import { type IdvError, isIdvErrorCode } from "~/platform/api/error-catalogue";
import type { Idv, IdvErrorCode, IdvMethodId } from "~/platform/api/types";
import { BRAND_QUERY } from "~/platform/brand/resolve";
import { type Language, localizePath } from "~/platform/i18n/languages";
import { pathTo, type RouteKey } from "~/platform/routing/route-table";

/** Every screen of the identity verification; the main route hosts those without a page of their own. */
export type IdvScreenId =
  | "selection"
  | "submitted"
  | "cancelled"
  | "noMethods"
  | "hotline"
  | "downtime"
  | "technical"
  | "notFound"
  | "unexpected"
  | "pending"
  | "postIdent"
  | "success"
  | "failed"
  | "expired"
  | "consumed"
  | "completed";

/** The IDV routes (keys of the route table). */
export type IdvRouteKey = Extract<RouteKey, `idv${string}`>;

/** The screens with a page of their own; the others show on the main page (`idv`). */
const OWN_ROUTE: Partial<Record<IdvScreenId, IdvRouteKey>> = {
  failed: "idv-failed",
  expired: "idv-expired",
  pending: "idv-pending",
  success: "idv-success",
  consumed: "idv-consumed",
  completed: "idv-completed",
  postIdent: "idv-post-ident",
};

/** The route that shows a screen: a result page of its own, else the main page `/idv/<token>`. */
export function routeOf(screen: IdvScreenId): IdvRouteKey {
  return OWN_ROUTE[screen] ?? "idv";
}

/** The address of a screen in the page's language, e.g. `/en/idv/<token>/erfolgreich`. */
export function screenPath(token: string, screen: IdvScreenId, lang: Language): string {
  return localizePath(pathTo(routeOf(screen), { token }), lang);
}

/** The screen of a verification's state. Pending PostIdent at a branch shows its coupon. */
export function screenForState(idv: Pick<Idv, "status" | "selectedMethod" | "postIdent">): IdvScreenId {
  switch (idv.status) {
    case "pending":
      return idv.selectedMethod === "postIdentBranch" || idv.postIdent ? "postIdent" : "pending";
    case "selection":
    case "submitted":
    case "cancelled":
    case "success":
    case "failed":
    case "expired":
    case "consumed":
    case "completed":
      return idv.status;
  }
}

/** The contract's ten IDV error codes: a finished verification leads to its result, the rest to a screen that explains. */
const CODE_SCREENS: Record<IdvErrorCode, IdvScreenId> = {
  IDV_COMPLETED: "completed",
  IDV_SUCCESS: "success",
  NO_MORE_IDV_POSSIBLE: "failed",
  OFFER_CANCELLED: "cancelled",
  OFFER_CONSUMED: "consumed",
  OFFER_EXPIRED: "expired",
  IDV_NO_METHODS_AVAILABLE: "noMethods",
  RESERVATION_CALL_HOTLINE: "hotline",
  TECHNICAL_PROBLEM: "technical",
  DOWNTIME: "downtime",
};

/** The screen of a failed call: 404 not found, the codes by the table, anything else unexpected. */
export function screenForError(error: Pick<IdvError, "status" | "code">): IdvScreenId {
  if (error.status === 404) return "notFound";
  const code = error.code;
  if (isIdvErrorCode(code)) return CODE_SCREENS[code];
  return "unexpected";
}

/** The methods in the contract's order; a posted value outside it is not a choice. */
export const METHOD_IDS: readonly IdvMethodId[] = [
  "videoIdent",
  "eId",
  "postIdentBranch",
  "postIdentVideo",
  "postIdentEid",
  "postIdentPhoto",
  "otp",
];

export function isMethodId(value: unknown): value is IdvMethodId {
  return typeof value === "string" && (METHOD_IDS as readonly string[]).includes(value);
}

/**
 * On the pending page a failed poll is no news: a technical or unexpected answer (or maintenance) keeps the pending
 * screen and the schedule; only a real state (a result, a code that names one) leads elsewhere.
 */
export function keepsPendingOnError(screen: IdvScreenId): boolean {
  return screen === "unexpected" || screen === "technical" || screen === "downtime";
}

/**
 * The query that shows this page in the verification's brand, or null when it already does or the address names a
 * brand itself. An explicit ?brand= is left alone: it is the verification's own that did not win (a brand's own
 * host decides first, and asking again would loop), or one given on purpose (the accessibility sweep shows every
 * page in every brand's theme).
 */
export function brandQuery(search: string, current: string, verification: string): string | null {
  const params = new URLSearchParams(search);
  if (current === verification || params.has(BRAND_QUERY)) return null;
  params.set(BRAND_QUERY, verification);
  return `?${params}`;
}
