/**
 * Every page's address, in German paths: `app/routes.ts` registers each row once per language, the server's
 * token rules (`server/redact.ts`) and the size bench read the same rows. Which guards a page runs is up to its
 * loader (the checkout's: `features/offer/checkout/steps.ts`).
 */
/** Which part of the message catalogues a route's page is sent (`app/message-areas.ts`). */
export type MessageArea =
  | "home"
  | "offerEntry"
  | "offerShop"
  | "offerPreview"
  | "offerErrors"
  | "checkout"
  | "idv"
  | "termination"
  | "emailRejection"
  | "accessibilityStatement";

export interface RouteDefinition {
  /** Stable name; the route id is `<language>.<key>`. */
  readonly key: string;
  /** German path; `:token` is the route parameter. */
  readonly path: string;
  /** The messages its page needs besides the platform's. */
  readonly area: MessageArea;
}

export const ROUTE_TABLE = [
  { key: "home", path: "/", area: "home" },
  { key: "entry-novum", path: "/entry/novum", area: "offerEntry" },
  { key: "offer-landing", path: "/angebot", area: "offerEntry" },
  { key: "offer-error", path: "/angebot/fehler", area: "offerErrors" },
  { key: "offer", path: "/angebot/:token", area: "offerShop" },
  { key: "offer-token-error", path: "/angebot/:token/fehler", area: "offerErrors" },
  { key: "offer-login", path: "/angebot/:token/login", area: "offerEntry" },
  { key: "offer-personal-data", path: "/angebot/:token/meine-daten", area: "checkout" },
  { key: "offer-identity-data", path: "/angebot/:token/ausweisdaten", area: "checkout" },
  { key: "offer-payment", path: "/angebot/:token/zahlung", area: "checkout" },
  { key: "offer-summary", path: "/angebot/:token/zusammenfassung", area: "checkout" },
  { key: "offer-thanks", path: "/angebot/:token/danke", area: "checkout" },
  { key: "offer-preview", path: "/angebot/preview/:token", area: "offerPreview" },
  { key: "email-rejection", path: "/email-ablehnung", area: "emailRejection" },
  { key: "idv", path: "/idv/:token", area: "idv" },
  { key: "idv-failed", path: "/idv/:token/fehlgeschlagen", area: "idv" },
  { key: "idv-expired", path: "/idv/:token/abgelaufen", area: "idv" },
  { key: "idv-pending", path: "/idv/:token/in-arbeit", area: "idv" },
  { key: "idv-success", path: "/idv/:token/erfolgreich", area: "idv" },
  { key: "idv-consumed", path: "/idv/:token/angenommen", area: "idv" },
  { key: "idv-completed", path: "/idv/:token/abgeschlossen", area: "idv" },
  { key: "idv-post-ident", path: "/idv/:token/post-ident", area: "idv" },
  { key: "termination", path: "/kuendigung", area: "termination" },
  { key: "termination-confirmation", path: "/kuendigung/bestaetigung", area: "termination" },
  { key: "selfcare-termination", path: "/selfcarekuendigung", area: "termination" },
  { key: "selfcare-confirmation", path: "/selfcarekuendigung/bestaetigung", area: "termination" },
  { key: "selfcare-error", path: "/selfcarekuendigung/error", area: "termination" },
  { key: "accessibility-statement", path: "/barrierefreiheit", area: "accessibilityStatement" },
] as const satisfies readonly RouteDefinition[];

export type RouteKey = (typeof ROUTE_TABLE)[number]["key"];

type RouteRow = (typeof ROUTE_TABLE)[number];
/** The German path pattern of a route, e.g. "/angebot/:token/zahlung". */
export type RoutePattern<K extends RouteKey> = Extract<RouteRow, { key: K }>["path"];
/** A route's parameters: the token for the rows that carry one, none otherwise. */
type RouteParams<K extends RouteKey> =
  RoutePattern<K> extends `${string}:token${string}` ? [params: { token: string }] : [];

/**
 * The German address of a route (`localizePath` adds the language): the only place app addresses are built, so a
 * renamed path is one edit in the table and a link to a route that does not exist fails the type check.
 */
export function pathTo<K extends RouteKey>(key: K, ...[params]: RouteParams<K>): string {
  const pattern = patternOf(key);
  return params ? pattern.replace(":token", encodeURIComponent(params.token)) : pattern;
}

const patternOf = (key: RouteKey): string => (ROUTE_TABLE.find((r) => r.key === key) as RouteRow).path;

export const NOT_FOUND_KEY = "not-found";

/** Route module of a table row, relative to `app/`: route modules are named by their key. */
export function routeFile(key: string): string {
  return `routes/${key}.tsx`;
}

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
