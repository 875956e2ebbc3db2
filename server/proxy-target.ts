/**
 * Which requests the `/api` proxy takes, and the one path it sends the backend for each.
 *
 * The backend (or a gateway in front of it) routes by path prefix and decodes paths its own way. So the proxy
 * forwards only a path it has checked itself, from the request target exactly as the client sent it (Express's
 * `req.path` parses an absolute-form target `http://x/api/…` into `/api/…`, and the raw target is what an
 * upstream would have received), and only in a form that no decoder can read as another path: no dot segments,
 * encoded or not, no encoded slash, backslash or percent sign, no empty segment.
 */

export type ProxyTarget =
  /** Not the proxy's: the app answers (its 404 for an unknown path). */
  | { kind: "app" }
  /** The proxy's, but not a path it forwards: 400. */
  | { kind: "refused"; reason: string }
  /** Forwarded to the backend as this path and query. */
  | { kind: "backend"; path: string };

export interface ProxyPrefixes {
  /** `/__demo/*` belongs to the embedded demo backend; without it the app answers these paths (404). */
  demo: boolean;
}

/** A request target with a scheme: `http://host/path?query` (the absolute form of RFC 9112 §3.2.2). */
const ABSOLUTE_FORM = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/is;

/**
 * Escapes no decoder may turn into structure: `.` (dot segments), `/` and `\` (segment breaks), `%` (a second
 * decoding would make `%252f` a slash), `;` (path parameters: `..;` is `..` to some Java servers), and control
 * characters (`%00` ends a string in C).
 */
const FORBIDDEN_ESCAPE = /%(2e|2f|5c|25|3b|[01][0-9a-f]|7f)/i;
const MALFORMED_ESCAPE = /%(?![0-9a-f]{2})/i;

export function isProxiedPath(pathname: string, prefixes: ProxyPrefixes): boolean {
  return pathname.startsWith("/api/") || (prefixes.demo && pathname.startsWith("/__demo/"));
}

/** Why a path the proxy owns is not forwarded, or null when it is clean. */
export function pathProblem(path: string): string | null {
  if (path.includes("\\")) return "backslash";
  if (path.includes("#")) return "fragment";
  if (path.includes(";")) return "path parameter";
  if (MALFORMED_ESCAPE.test(path)) return "malformed percent-encoding";
  if (FORBIDDEN_ESCAPE.test(path)) return "encoded dot, slash, backslash, percent, semicolon or control character";
  const segments = path.slice(1).split("/");
  // A trailing slash leaves one empty last segment; an empty one anywhere else is a `//`.
  if (segments.slice(0, -1).some((segment) => segment === "")) return "empty segment";
  if (segments.some((segment) => segment === "." || segment === "..")) return "dot segment";
  return null;
}

/**
 * The request target's fate: the app's, refused, or the backend path and query to forward. `host` is the
 * request's Host header: an absolute-form target is taken only when it names that same origin (a forward proxy
 * may send one; the path then counts, not the host), and refused otherwise.
 */
export function proxyTarget(rawTarget: string, host: string | undefined, prefixes: ProxyPrefixes): ProxyTarget {
  let target = rawTarget;
  let foreign = false;
  if (!target.startsWith("/")) {
    const absolute = ABSOLUTE_FORM.exec(target);
    if (!absolute) return { kind: "app" };
    const [, scheme = "", authority = "", rest = ""] = absolute;
    foreign = !/^https?$/i.test(scheme) || host === undefined || authority.toLowerCase() !== host.toLowerCase();
    target = rest.startsWith("/") ? rest : `/${rest}`;
  }
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? "" : target.slice(queryAt);
  if (!isProxiedPath(path, prefixes)) return { kind: "app" };
  if (foreign) return { kind: "refused", reason: "absolute-form target naming another origin" };
  const problem = pathProblem(path);
  if (problem) return { kind: "refused", reason: problem };
  return { kind: "backend", path: `${path}${query}` };
}
