/**
 * The MDN HTTP Observatory's (v2) score of one response, for the tests that look at headers and the page.
 * Rules and modifiers follow github.com/mdn/mdn-http-observatory: `src/grader/charts.js` (SCORE_TABLE,
 * MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90), `src/scanner/index.js` (start at 100, add every modifier; bonuses
 * count only when the score without them is at least 90) and `src/analyzer/tests/*.js` (csp, cookies, cors,
 * referrer-policy, strict-transport-security, subresource-integrity, x-content-type-options,
 * x-frame-options, cross-origin-resource-policy). Highlights: `default-src 'none'` without unsafe sources
 * +10 (otherwise +5), CSP `frame-ancestors` +5, CORP same-origin/same-site +10, a private Referrer-Policy +5,
 * cookies all Secure (sessions HttpOnly) with SameSite +5, HSTS ≥ 6 months 0 (+5 only for a domain that
 * is on the browsers' preload list: the `preload` directive alone earns nothing).
 * Not scored here: redirection (http → https belongs to the load balancer in front; 0 when it is there).
 */

export interface ScoredResponse {
  /** Header names in lower case; repeated headers as arrays. */
  headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** The page's host (for telling own scripts from others); the scan is over https. */
  host: string;
  /** The body, for the Subresource Integrity test of HTML answers. */
  body?: string;
  /** The domain is on the HSTS preload list (hstspreload.org), which is what earns "hsts-preloaded". */
  hstsPreloaded?: boolean;
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

export interface Score {
  score: number;
  tests: TestResult[];
}

type Headers = ScoredResponse["headers"];

function all(headers: Headers, name: string): string[] {
  const value = headers[name];
  return value === undefined ? [] : [value].flat();
}

function first(headers: Headers, name: string): string | undefined {
  return all(headers, name)[0];
}

const BROAD = new Set(["ftp:", "http:", "https:", "*", "http://*", "http://*.*", "https://*", "https://*.*"]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const NONCE_OR_HASH = /^'(?:nonce|sha256|sha384|sha512)-/;

/** Directive → sources; the first occurrence of a directive counts (as in the browser). */
export function parseCsp(policy: string): Map<string, Set<string>> | null {
  const csp = new Map<string, Set<string>>();
  for (const part of policy.split(/[;,]/)) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    if (!/^[a-z-]+$/i.test(name)) return null;
    if (!csp.has(name.toLowerCase())) csp.set(name.toLowerCase(), new Set(sources.map((s) => s.toLowerCase())));
  }
  return csp.size > 0 ? csp : null;
}

function cspTest(headers: Headers): TestResult & { csp: Map<string, Set<string>> | null } {
  const test = "content-security-policy";
  const raw = all(headers, "content-security-policy").join(",");
  if (!raw) return { test, result: "csp-not-implemented", modifier: -25, csp: null };
  const csp = parseCsp(raw);
  if (!csp) return { test, result: "csp-header-invalid", modifier: -25, csp };
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get("default-src") ?? ["*"]);
  const script = fallback("script-src");
  const object = fallback("object-src");
  const style = fallback("style-src");
  const hasNonce = (set: Set<string>) => [...set].some((s) => NONCE_OR_HASH.test(s));
  for (const set of [script, style]) if (hasNonce(set)) set.delete("'unsafe-inline'");
  if (script.has("'strict-dynamic'")) {
    if (!hasNonce(script)) return { test, result: "csp-header-invalid", modifier: -25, csp };
    for (const s of script)
      if (s === "'self'" || s === "'unsafe-inline'" || [...BROAD].some((b) => s.startsWith(b))) script.delete(s);
  }
  const active = [...csp].filter(([d]) => d !== "img-src" && d !== "media-src" && d !== "script-src");
  const activeSources = [...active.flatMap(([, s]) => [...s]), ...script];
  const passiveSources = ["img-src", "media-src"].flatMap((d) => [...(csp.get(d) ?? csp.get("default-src") ?? [])]);
  const insecure = (s: string) => s.startsWith("http:") || s.startsWith("ftp:");
  const defaultSrc = csp.get("default-src");
  const [result, modifier] =
    [...script].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)) || [...object].some((s) => BROAD.has(s))
      ? ["csp-implemented-with-unsafe-inline", -20]
      : activeSources.some(insecure)
        ? ["csp-implemented-with-insecure-scheme", -20]
        : script.has("'unsafe-eval'") || style.has("'unsafe-eval'")
          ? ["csp-implemented-with-unsafe-eval", -10]
          : passiveSources.some(insecure)
            ? ["csp-implemented-with-insecure-scheme-in-passive-content-only", -10]
            : [...style].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s))
              ? ["csp-implemented-with-unsafe-inline-in-style-src-only", 0]
              : defaultSrc?.has("'none'") && defaultSrc.size === 1
                ? ["csp-implemented-with-no-unsafe-default-src-none", 10]
                : ["csp-implemented-with-no-unsafe", 5];
  return { test, result: result as string, modifier: modifier as number, csp };
}

function hstsTest(headers: Headers, preloaded: boolean): TestResult {
  const test = "strict-transport-security";
  if (preloaded) return { test, result: "hsts-preloaded", modifier: 5 };
  const header = first(headers, "strict-transport-security");
  if (!header) return { test, result: "hsts-not-implemented", modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(header)?.[1];
  if (header.includes(",") || maxAge === undefined) return { test, result: "hsts-header-invalid", modifier: -20 };
  return Number(maxAge) < 15_552_000
    ? { test, result: "hsts-implemented-max-age-less-than-six-months", modifier: -10 }
    : { test, result: "hsts-implemented-max-age-at-least-six-months", modifier: 0 };
}

/** Worse results replace better ones, in the order of `cookies.js`'s "goodness" list. */
const COOKIE_PROBLEMS: readonly [string, number][] = [
  ["cookies-without-secure-flag-but-protected-by-hsts", -5],
  ["cookies-without-secure-flag", -20],
  ["cookies-session-without-secure-flag-but-protected-by-hsts", -10],
  ["cookies-samesite-flag-invalid", -20],
  ["cookies-anticsrf-without-samesite-flag", -20],
  ["cookies-session-without-httponly-flag", -30],
  ["cookies-session-without-secure-flag", -40],
];

function cookiesTest(headers: Headers, hsts: boolean): TestResult {
  const test = "cookies";
  const cookies = all(headers, "set-cookie").map((raw) => {
    const [pair = "", ...attributes] = raw.split(";").map((part) => part.trim());
    const attribute = (name: string) =>
      attributes.map((a) => a.split("=")).find(([key]) => key?.trim().toLowerCase() === name);
    const name = pair.split("=")[0]?.toLowerCase() ?? "";
    return {
      session: name.includes("login") || name.includes("sess"),
      csrf: name.includes("csrf"),
      secure: attribute("secure") !== undefined,
      httpOnly: attribute("httponly") !== undefined,
      sameSite: attribute("samesite")?.[1]?.trim().toLowerCase(),
    };
  });
  if (cookies.length === 0) return { test, result: "cookies-not-found", modifier: 0 };
  let worst = -1;
  const note = (result: string) => {
    worst = Math.max(
      worst,
      COOKIE_PROBLEMS.findIndex(([r]) => r === result),
    );
  };
  for (const c of cookies) {
    if (c.sameSite !== undefined && !["lax", "strict", "none"].includes(c.sameSite))
      note("cookies-samesite-flag-invalid");
    if (!c.secure && c.sameSite === "none") note("cookies-samesite-flag-invalid");
    if (!c.secure) note(hsts ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag");
    if (c.csrf && !c.sameSite) note("cookies-anticsrf-without-samesite-flag");
    if (c.session && !c.secure)
      note(hsts ? "cookies-session-without-secure-flag-but-protected-by-hsts" : "cookies-session-without-secure-flag");
    if (c.session && !c.httpOnly) note("cookies-session-without-httponly-flag");
  }
  const problem = COOKIE_PROBLEMS[worst];
  if (problem) return { test, result: problem[0], modifier: problem[1] };
  return cookies.every((c) => c.sameSite)
    ? { test, result: "cookies-secure-with-httponly-sessions-and-samesite", modifier: 5 }
    : { test, result: "cookies-secure-with-httponly-sessions", modifier: 0 };
}

function corsTest(headers: Headers): TestResult {
  const test = "cross-origin-resource-sharing";
  const origin = first(headers, "access-control-allow-origin");
  if (!origin) return { test, result: "cross-origin-resource-sharing-not-implemented", modifier: 0 };
  if (origin.trim() === "*")
    return { test, result: "cross-origin-resource-sharing-implemented-with-public-access", modifier: 0 };
  return first(headers, "access-control-allow-credentials")?.trim().toLowerCase() === "true"
    ? { test, result: "cross-origin-resource-sharing-implemented-with-universal-access", modifier: -50 }
    : { test, result: "cross-origin-resource-sharing-implemented-with-restricted-access", modifier: 0 };
}

const REFERRER_PRIVATE = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
const REFERRER_UNSAFE = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];

function referrerTest(headers: Headers): TestResult {
  const test = "referrer-policy";
  const values = all(headers, "referrer-policy").flatMap((v) => v.split(",").map((p) => p.trim().toLowerCase()));
  if (values.length === 0) return { test, result: "referrer-policy-not-implemented", modifier: 0 };
  const policy = values.filter((v) => REFERRER_PRIVATE.includes(v) || REFERRER_UNSAFE.includes(v)).at(-1);
  if (policy && REFERRER_PRIVATE.includes(policy)) return { test, result: "referrer-policy-private", modifier: 5 };
  if (policy) return { test, result: "referrer-policy-unsafe", modifier: -5 };
  return { test, result: "referrer-policy-header-invalid", modifier: -5 };
}

function sriTest(response: ScoredResponse): TestResult {
  const test = "subresource-integrity";
  const type = first(response.headers, "content-type")?.split(";")[0]?.trim();
  if (type && type !== "text/html" && type !== "application/xhtml+xml")
    return { test, result: "sri-not-implemented-response-not-html", modifier: 0 };
  const scripts = [...(response.body ?? "").matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  if (scripts.length === 0) return { test, result: "sri-not-implemented-but-no-scripts-loaded", modifier: 0 };
  const foreign = scripts
    .map((tag) => ({ src: /\ssrc=["']?([^"'\s>]+)/i.exec(tag)?.[1], integrity: /\sintegrity=/i.test(tag) }))
    .filter((s): s is { src: string; integrity: boolean } => !!s.src && /^(?:https?:)?\/\//i.test(s.src))
    .filter((s) => s.src.startsWith("//") || new URL(s.src).hostname !== response.host);
  if (foreign.some((s) => !s.src.startsWith("https:")))
    return { test, result: "sri-not-implemented-and-external-scripts-not-loaded-securely", modifier: -50 };
  if (foreign.some((s) => !s.integrity))
    return { test, result: "sri-not-implemented-but-external-scripts-loaded-securely", modifier: -5 };
  return foreign.length > 0
    ? { test, result: "sri-implemented-and-external-scripts-loaded-securely", modifier: 5 }
    : { test, result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin", modifier: 0 };
}

function xctoTest(headers: Headers): TestResult {
  const test = "x-content-type-options";
  const value = first(headers, "x-content-type-options");
  if (!value) return { test, result: "x-content-type-options-not-implemented", modifier: -5 };
  return value.trim().toLowerCase() === "nosniff"
    ? { test, result: "x-content-type-options-nosniff", modifier: 0 }
    : { test, result: "x-content-type-options-header-invalid", modifier: -5 };
}

function xfoTest(headers: Headers, csp: Map<string, Set<string>> | null): TestResult {
  const test = "x-frame-options";
  if (csp?.has("frame-ancestors")) return { test, result: "x-frame-options-implemented-via-csp", modifier: 5 };
  const value = first(headers, "x-frame-options")?.trim().toLowerCase();
  if (!value) return { test, result: "x-frame-options-not-implemented", modifier: -20 };
  if (value === "deny" || value === "sameorigin")
    return { test, result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  if (value.startsWith("allow-from")) return { test, result: "x-frame-options-allow-from-origin", modifier: 0 };
  return { test, result: "x-frame-options-header-invalid", modifier: -20 };
}

function corpTest(headers: Headers): TestResult {
  const test = "cross-origin-resource-policy";
  const value = first(headers, "cross-origin-resource-policy")?.slice(0, 256).trim().toLowerCase();
  if (!value) return { test, result: "cross-origin-resource-policy-not-implemented", modifier: 0 };
  if (value === "same-origin")
    return { test, result: "cross-origin-resource-policy-implemented-with-same-origin", modifier: 10 };
  if (value === "same-site")
    return { test, result: "cross-origin-resource-policy-implemented-with-same-site", modifier: 10 };
  if (value === "cross-origin")
    return { test, result: "cross-origin-resource-policy-implemented-with-cross-origin", modifier: 0 };
  return { test, result: "cross-origin-resource-policy-header-invalid", modifier: -5 };
}

export function observatoryScore(response: ScoredResponse): Score {
  const { headers } = response;
  const { csp, ...csp_ } = cspTest(headers);
  const hsts = hstsTest(headers, response.hstsPreloaded === true);
  const tests = [
    csp_,
    cookiesTest(headers, hsts.modifier >= 0),
    corsTest(headers),
    referrerTest(headers),
    hsts,
    sriTest(response),
    xctoTest(headers),
    xfoTest(headers, csp),
    corpTest(headers),
  ];
  const penalties = 100 + tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 0);
  const withBonus = 100 + tests.reduce((sum, t) => sum + t.modifier, 0);
  return { score: Math.max(0, penalties >= 90 ? withBonus : penalties), tests };
}
