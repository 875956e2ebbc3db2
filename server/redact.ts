import { BRAND_SLUGS } from "../app/platform/brand/registry.ts";
import { stripLanguage } from "../app/platform/i18n/languages.ts";
import { ROUTE_TABLE } from "../app/platform/routing/route-table.ts";

const TOKEN_PATTERNS = ROUTE_TABLE.filter((row) => row.path.includes(":token")).map((row) => row.path.split("/"));

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

/** The path's segments after its language prefix, whichever languages the registry holds. */
function redactAppPath(segments: string[]): string[] | null {
  const path = segments.join("/");
  const offset = stripLanguage(path) === path ? 0 : 1;
  const rest = stripLanguage(path).split("/");
  for (const pattern of TOKEN_PATTERNS) {
    if (pattern.length !== rest.length) continue;
    if (pattern.every((part, i) => part === ":token" || part === rest[i])) {
      const redacted = pattern.map((part, i) => (part === ":token" ? ":token" : (rest[i] ?? "")));
      return [...segments.slice(0, 1 + offset), ...redacted.slice(1)];
    }
  }
  return null;
}

/** True for pages whose path carries a secret token (offer, IDV). */
export function isTokenPath(rawPath: string): boolean {
  const path = (rawPath.split(/[?#]/, 1)[0] ?? "/").replace(/\.data$/, "");
  return redactAppPath(path.split("/")) !== null;
}

/**
 * Query parameters that carry a secret: `?data=` (self-care form and its error page), `?token=` (e-mail
 * rejection), `?id=` (novum entry), `?code=` (offer login).
 */
export const TOKEN_QUERY_PARAMETERS = ["data", "token", "id", "code"] as const;

/**
 * True for requests whose address carries a secret, in the path or in the query: their responses, errors
 * and redirects included, get no-store, noindex and no-referrer.
 */
export function carriesToken(url: string): boolean {
  if (isTokenPath(url)) return true;
  const query = /\?([^#]*)/.exec(url)?.[1];
  if (!query) return false;
  const parameters = new URLSearchParams(query);
  return TOKEN_QUERY_PARAMETERS.some((name) => parameters.has(name));
}

/** A path fit for logs: no query string (it can carry tokens) and no token or id segments. */
export function redactPath(rawPath: string): string {
  const path = rawPath.split(/[?#]/, 1)[0] ?? "/";
  const segments = path.split("/");
  if (segments[1] === "api" || segments[1] === "__demo") {
    return segments.map((s, i) => (i === 0 || API_WORDS.has(s.toLowerCase()) ? s : ":id")).join("/");
  }
  const app = redactAppPath(segments);
  if (app) return app.join("/");
  // Unknown paths: keep words, hide anything that looks like a secret.
  return segments
    .map((s) => (/^[\w-]{20,}$/.test(s) || /\d{4,}/.test(s) ? ":id" : s))
    .join("/")
    .slice(0, 200);
}
