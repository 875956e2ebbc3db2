/**
 * The specification's route table (point 2), in German paths. `app/routes.ts` registers every row once
 * per language; analytics and the server's header rules read the same rows.
 */
export type Guard = "has-cart" | "check-offer-personal-data";

export interface RouteDefinition {
  /** Stable name; the route id is `<language>.<key>`. */
  readonly key: string;
  /** German path; `:token` is the route parameter. */
  readonly path: string;
  /** Route module, relative to `app/`. */
  readonly file: string;
  /** Guards in the order they run; their behaviour belongs to the offer flow. */
  readonly guards: readonly Guard[];
}

const CART: Guard = "has-cart";
const PERSONAL: Guard = "check-offer-personal-data";

export const ROUTE_TABLE = [
  { key: "home", path: "/", file: "routes/home.tsx", guards: [] },
  { key: "entry-novum", path: "/entry/novum", file: "routes/entry-novum.tsx", guards: [] },
  { key: "offer-landing", path: "/angebot", file: "routes/offer-landing.tsx", guards: [] },
  { key: "offer-error", path: "/angebot/fehler", file: "routes/offer-error.tsx", guards: [] },
  { key: "offer", path: "/angebot/:token", file: "routes/offer.tsx", guards: [PERSONAL] },
  { key: "offer-token-error", path: "/angebot/:token/fehler", file: "routes/offer-token-error.tsx", guards: [] },
  { key: "offer-login", path: "/angebot/:token/login", file: "routes/offer-login.tsx", guards: [CART] },
  {
    key: "offer-personal-data",
    path: "/angebot/:token/meine-daten",
    file: "routes/offer-personal-data.tsx",
    guards: [CART, PERSONAL],
  },
  {
    key: "offer-identity-data",
    path: "/angebot/:token/ausweisdaten",
    file: "routes/offer-identity-data.tsx",
    guards: [CART, PERSONAL],
  },
  { key: "offer-payment", path: "/angebot/:token/zahlung", file: "routes/offer-payment.tsx", guards: [CART, PERSONAL] },
  {
    key: "offer-summary",
    path: "/angebot/:token/zusammenfassung",
    file: "routes/offer-summary.tsx",
    guards: [PERSONAL],
  },
  { key: "offer-thanks", path: "/angebot/:token/danke", file: "routes/offer-thanks.tsx", guards: [] },
  { key: "offer-preview", path: "/angebot/preview/:token", file: "routes/offer-preview.tsx", guards: [] },
  { key: "email-rejection", path: "/email-ablehnung", file: "routes/email-rejection.tsx", guards: [] },
  { key: "idv", path: "/idv/:token", file: "routes/idv.tsx", guards: [] },
  { key: "idv-failed", path: "/idv/:token/fehlgeschlagen", file: "routes/idv-failed.tsx", guards: [] },
  { key: "idv-expired", path: "/idv/:token/abgelaufen", file: "routes/idv-expired.tsx", guards: [] },
  { key: "idv-pending", path: "/idv/:token/in-arbeit", file: "routes/idv-pending.tsx", guards: [] },
  { key: "idv-success", path: "/idv/:token/erfolgreich", file: "routes/idv-success.tsx", guards: [] },
  { key: "idv-consumed", path: "/idv/:token/angenommen", file: "routes/idv-consumed.tsx", guards: [] },
  { key: "idv-completed", path: "/idv/:token/abgeschlossen", file: "routes/idv-completed.tsx", guards: [] },
  { key: "idv-post-ident", path: "/idv/:token/post-ident", file: "routes/idv-post-ident.tsx", guards: [] },
  { key: "termination", path: "/kuendigung", file: "routes/termination.tsx", guards: [] },
  {
    key: "termination-confirmation",
    path: "/kuendigung/bestaetigung",
    file: "routes/termination-confirmation.tsx",
    guards: [],
  },
  { key: "selfcare-termination", path: "/selfcarekuendigung", file: "routes/selfcare-termination.tsx", guards: [] },
  {
    key: "selfcare-confirmation",
    path: "/selfcarekuendigung/bestaetigung",
    file: "routes/selfcare-confirmation.tsx",
    guards: [],
  },
  { key: "selfcare-error", path: "/selfcarekuendigung/error", file: "routes/selfcare-error.tsx", guards: [] },
] as const satisfies readonly RouteDefinition[];

export type RouteKey = (typeof ROUTE_TABLE)[number]["key"];

export const NOT_FOUND_ROUTE = { key: "not-found", file: "routes/not-found.tsx" } as const;

/** Route id of a table row in a language, e.g. `en.termination`. */
export function routeId(lang: string, key: string): string {
  return `${lang}.${key}`;
}

/** The German path pattern behind a route id, for tracking without tokens; undefined for unknown ids. */
export function patternOfRouteId(id: string): string | undefined {
  const [lang, key] = id.split(".", 2);
  const row = ROUTE_TABLE.find((r) => r.key === key);
  if (!row || !lang) return undefined;
  if (lang === "de") return row.path;
  return row.path === "/" ? `/${lang}` : `/${lang}${row.path}`;
}

export function guardsOf(key: RouteKey): readonly Guard[] {
  return ROUTE_TABLE.find((r) => r.key === key)?.guards ?? [];
}
