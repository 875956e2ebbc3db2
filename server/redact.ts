import { BRAND_SLUGS } from "../app/platform/brand/registry.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "../app/platform/i18n/languages.ts";
import { ROUTE_TABLE } from "../app/platform/routing/route-table.ts";

/**
 * The first path words of the pages whose addresses carry a secret token (`/angebot/<token>/…`, `/idv/<token>/…`),
 * from the route table: every row with a `:token` parameter.
 */
const TOKEN_AREAS: ReadonlySet<string> = new Set(
  ROUTE_TABLE.filter((row) => row.path.includes(":token")).map((row) => row.path.split("/")[1] ?? ""),
);

/** The fixed words of those areas' paths (`fehler`, `preview`, `zahlung`, …): any other segment is a token. */
const AREA_WORDS: ReadonlySet<string> = new Set(
  ROUTE_TABLE.filter((row) => TOKEN_AREAS.has(row.path.split("/")[1] ?? ""))
    .flatMap((row) => row.path.split("/").slice(2))
    .filter((segment) => segment !== "" && !segment.startsWith(":")),
);

/** React Router's data requests end in `.data` (`/angebot/<token>/zahlung.data`). */
const DATA_SUFFIX = ".data";

/** A path of a token area, read the way React Router reads it: any case, any run of slashes, segments decoded. */
export interface TokenAreaPath {
  /** The segment before the area word as it came (a language, or anything else that takes its place), if any. */
  prefix: string | null;
  /** The area word, lower-cased (`angebot`, `idv`). */
  area: string;
  /** The segments after the area word, decoded, empty ones dropped. */
  rest: string[];
  /** A React Router data request. */
  data: boolean;
  /** Some segment after the area word is not one of the area's words: the address carries a token. */
  carriesToken: boolean;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The path's token area, when its first segment, or its second after any one prefix, is `angebot` or `idv` in any
 * case, with any trailing, leading or doubled slash and percent-encoding — every spelling under which React Router
 * (case-insensitive, slash-tolerant) would answer a token page, and the unknown sub-paths it answers with 404.
 */
export function tokenAreaOf(rawPath: string): TokenAreaPath | null {
  let path = rawPath.split(/[?#]/, 1)[0] ?? "/";
  const data = path.endsWith(DATA_SUFFIX);
  if (data) path = path.slice(0, -DATA_SUFFIX.length);
  const segments = path.split("/").filter(Boolean).map(decodeSegment);
  const at = segments.findIndex((segment, i) => i < 2 && TOKEN_AREAS.has(segment.toLowerCase()));
  if (at < 0) return null;
  const rest = segments.slice(at + 1);
  return {
    prefix: at === 1 ? (segments[0] ?? null) : null,
    area: (segments[at] ?? "").toLowerCase(),
    rest,
    data,
    carriesToken: rest.some((segment) => !AREA_WORDS.has(segment.toLowerCase())),
  };
}

/**
 * The canonical spelling of a token-area path — language and words lower-case, one slash between segments, none
 * at the end, the token as the route builds it — when the path is spelt otherwise; else null. Only for the
 * registry's prefixed languages (a foreign prefix is no page: it answers 404 where it is).
 */
export function canonicalTokenPath(rawPath: string): string | null {
  const path = rawPath.split(/[?#]/, 1)[0] ?? "/";
  const area = tokenAreaOf(path);
  if (!area) return null;
  const lang = area.prefix?.toLowerCase() ?? null;
  if (lang !== null && (!isLanguage(lang) || lang === DEFAULT_LANGUAGE)) return null;
  const rest = area.rest.map((segment) =>
    AREA_WORDS.has(segment.toLowerCase()) ? segment.toLowerCase() : encodeURIComponent(segment),
  );
  const canonical = `${lang ? `/${lang}` : ""}/${[area.area, ...rest].join("/")}${area.data ? DATA_SUFFIX : ""}`;
  return canonical === path ? null : canonical;
}

/** True for pages whose path carries a secret token (offer, IDV), in any spelling React Router answers. */
export function isTokenPath(rawPath: string): boolean {
  return tokenAreaOf(rawPath)?.carriesToken ?? false;
}

/**
 * Query parameters that carry a secret: `?data=` (self-care form and its error page), `?token=` (e-mail
 * rejection), `?id=` (novum entry), `?code=` (offer login).
 */
export const TOKEN_QUERY_PARAMETERS = ["data", "token", "id", "code"] as const;

/**
 * True for requests whose address carries a secret, in the path or in the query: their responses, errors
 * and redirects included, get no-store, noindex and a referrer policy that keeps the address on this origin.
 */
export function carriesToken(url: string): boolean {
  if (isTokenPath(url)) return true;
  const query = /\?([^#]*)/.exec(url)?.[1];
  if (!query) return false;
  const parameters = new URLSearchParams(query);
  return TOKEN_QUERY_PARAMETERS.some((name) => parameters.has(name));
}

/**
 * Words of the API's paths (a test holds them against the contract) and the brand slugs (`/api/{brand}/…`);
 * any other segment of an `/api` path is an identifier and is redacted.
 */
const API_WORDS = new Set([
  ...(
    "api auth token lists nationalities consent contracttermination prefilledcontracttermination config download " +
    "upload prefill offer verify preview accept summary documents reset customer details declinemail entry novum " +
    "idv methods validation address iban __demo scenarios health payment"
  ).split(" "),
  ...BRAND_SLUGS,
]);

/** A short word in front of a token area (a language, known or not) is kept; anything else is hidden. */
const PREFIX = /^[A-Za-z]{2,3}$/;

/** A path fit for logs: no query string (it can carry tokens) and no token or id segments. */
export function redactPath(rawPath: string): string {
  const path = rawPath.split(/[?#]/, 1)[0] ?? "/";
  const segments = path.split("/");
  if (segments[1] === "api" || segments[1] === "__demo") {
    return segments.map((s, i) => (i === 0 || API_WORDS.has(s.toLowerCase()) ? s : ":id")).join("/");
  }
  const area = tokenAreaOf(path);
  if (area) {
    const prefix = area.prefix === null ? [] : [PREFIX.test(area.prefix) ? area.prefix : ":id"];
    const rest = area.rest.map((s) => (AREA_WORDS.has(s.toLowerCase()) ? s.toLowerCase() : ":token"));
    return `/${[...prefix, area.area, ...rest].join("/")}${area.data ? DATA_SUFFIX : ""}`;
  }
  // Unknown paths: keep words, hide anything that looks like a secret.
  return segments
    .map((s) => (/^[\w-]{20,}$/.test(s) || /\d{4,}/.test(s) ? ":id" : s))
    .join("/")
    .slice(0, 200);
}
