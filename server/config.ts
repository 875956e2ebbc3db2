import { isIP } from "node:net";
import { z } from "zod";
import {
  BRAND_DEFINITIONS,
  BRAND_SLUGS,
  type BrandSettings,
  type BrandSlug,
  isBrandSlug,
  type SepaCreditor,
} from "../app/platform/brand/registry.ts";
import { DEFAULT_SCRIPT_URLS, DEMO_SEPA_CREDITOR } from "../app/platform/config/app-config.ts";

/** Everything the server reads from the environment, once, at start-up. */
export interface ServerConfig extends OperationsConfig {
  port: number;
  /**
   * The address to listen on. By default every interface only for a production server with a real backend (a
   * container, reached through its network); the demo and development listen on loopback, so a laptop on a shared
   * network does not serve the demo's invented data to its neighbours. `HOST` overrides either.
   */
  host: string;
  /** Unset: the embedded demo backend is started and used. */
  apiBaseUrl: string | null;
  /** Limit per try of every API call in ms; null: none (the default). */
  apiTimeoutMs: number | null;
  /**
   * Seconds a brand's termination configuration is kept for all visitors; by default 60 with API_BASE_URL and 0
   * with the embedded demo backend, whose faults are injected per visitor and must reach every call.
   */
  terminationConfigCacheSeconds: number;
  dataDir: string;
  trustProxy: string;
  logLevel: LogLevel;
  /**
   * Seal and sign the app's cookies, newest first: the first seals and signs, every one opens and verifies, so a
   * new secret can be put in front while cookies under the old one still work (`SESSION_SECRETS`, or one
   * `SESSION_SECRET`). Empty: unset, which only the demo and development allow (a random secret per start).
   */
  sessionSecrets: string[];
  brandHosts: Record<string, BrandSlug>;
  brandSettings: Partial<Record<BrandSlug, BrandSettings>>;
  scriptUrls: typeof DEFAULT_SCRIPT_URLS;
  /**
   * `HSTS_PRELOAD=1` adds `preload` to Strict-Transport-Security. Off by default: submitting a domain to the
   * browsers' preload list is a commitment for the whole domain and its subdomains (https only, for years).
   */
  hstsPreload: boolean;
  /** SHUTDOWN_DELAY_MS: how long the server keeps serving after SIGTERM with /readyz at 503 (server/shutdown.ts). */
  shutdownDelayMs: number;
}

/** The brands whose definition runs the personalisation script: only they may have an id. */
export const PERSONALISATION_BRANDS = BRAND_SLUGS.filter((slug) => BRAND_DEFINITIONS[slug].hasPersonalisation);

export const LOG_LEVELS = ["debug", "info", "warn", "error"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.variable = variable;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === "" ? undefined : value;
}

function parseWith<T>(env: Env, name: string, schema: z.ZodType<T>, fallback: T): T {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const result = schema.safeParse(raw);
  if (!result.success) throw new ConfigError(name, `is "${raw.slice(0, 80)}": ${result.error.issues[0]?.message}`);
  return result.data;
}

const port = z.coerce.number().int().min(1).max(65535);
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

/** Parses `key=value,key=value` lists; every value must pass `check`. */
function pairs(env: Env, name: string, keyLabel: string, check: (key: string, value: string) => string | null) {
  const raw = read(env, name);
  const out: Record<string, string> = {};
  if (raw === undefined) return out;
  for (const entry of raw.split(",")) {
    const [key, value, ...rest] = entry.split("=").map((part) => part.trim());
    if (!key || !value || rest.length > 0)
      throw new ConfigError(name, `has "${entry.trim()}"; expected ${keyLabel}=value`);
    const problem = check(key, value);
    if (problem) throw new ConfigError(name, `has "${entry.trim()}": ${problem}`);
    out[key.toLowerCase()] = value;
  }
  return out;
}

function brandPairs(env: Env, name: string, valuePattern: RegExp, allowed: readonly BrandSlug[] = BRAND_SLUGS) {
  return pairs(env, name, "brand", (key, value) => {
    if (!isBrandSlug(key.toLowerCase())) return `"${key}" is not a brand (${BRAND_SLUGS.join(", ")})`;
    if (!allowed.includes(key.toLowerCase() as BrandSlug)) return `only ${allowed.join(", ")} may have one`;
    return valuePattern.test(value) ? null : `the value must match ${valuePattern}`;
  }) as Partial<Record<BrandSlug, string>>;
}

/** A brand's legal page: an https address (no comma or "=", which separate the pairs). */
const LEGAL_PAGE_URL = /^https:\/\/[^\s,=<>"]{1,200}$/;
/** The demo backend's stand-ins for the brands' imprint and privacy notice (demo-api/pages.ts). */
export const DEMO_LEGAL_PAGES = { imprint: "/__demo/impressum", privacy: "/__demo/datenschutz" } as const;

/** A creditor identifier: country, two check digits, a three-character business code, the national identifier. */
const CREDITOR_IDENTIFIER = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/;

/** ISO 7064 MOD 97-10 over the national identifier, country and check digits (the business code is left out). */
function creditorIdentifierValid(identifier: string): boolean {
  const match = CREDITOR_IDENTIFIER.exec(identifier);
  if (!match) return false;
  const [, country = "", check = "", national = ""] = match;
  const digits = [...`${national}${country}${check}`]
    .map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55)))
    .join("");
  return BigInt(digits) % 97n === 1n;
}

/** `BRAND_SEPA_CREDITORS`: `brand=Legal name|creditor identifier`, comma-separated. */
function sepaCreditors(env: Env): Partial<Record<BrandSlug, SepaCreditor>> {
  const raw = brandPairs(env, "BRAND_SEPA_CREDITORS", /^[^<>"|]{2,70}\|\s*[A-Z0-9]{8,35}$/);
  const out: Partial<Record<BrandSlug, SepaCreditor>> = {};
  for (const [slug, value] of Object.entries(raw) as [BrandSlug, string][]) {
    const [name = "", identifier = ""] = value.split("|").map((part) => part.trim());
    if (!creditorIdentifierValid(identifier))
      throw new ConfigError("BRAND_SEPA_CREDITORS", `has "${identifier}" for ${slug}: not a valid creditor identifier`);
    out[slug] = { name, identifier };
  }
  return out;
}

/** proxy-addr's named ranges, which Express's `trust proxy` accepts beside addresses and subnets. */
const TRUST_PROXY_RANGES = ["loopback", "linklocal", "uniquelocal"];

/** Why one `TRUST_PROXY` entry is not an address, subnet (`/bits` or, for IPv4, `/netmask`) or named range. */
function trustProxyProblem(entry: string): string | null {
  if (TRUST_PROXY_RANGES.includes(entry)) return null;
  const slash = entry.lastIndexOf("/");
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const version = isIP(address);
  if (/^\d+$/.test(entry)) return "is a hop count, which this setting does not take: name the proxies' addresses";
  if (version === 0) return "is not an IP address, subnet or one of loopback, linklocal, uniquelocal";
  if (slash === -1) return null;
  const range = entry.slice(slash + 1);
  const maxBits = version === 4 ? 32 : 128;
  // A prefix of 0 (every address) is refused by proxy-addr as by us: trusting the whole internet is no setting.
  if (/^\d{1,3}$/.test(range))
    return Number(range) >= 1 && Number(range) <= maxBits ? null : `has a prefix outside 1–${maxBits} bits`;
  if (version === 4 && isIP(range) === 4) {
    const mask = range.split(".").reduce((bits, octet) => bits * 256 + Number(octet), 0);
    const hostBits = 2 ** 32 - 1 - mask;
    // A netmask is ones then zeros: its host part plus one is a power of two; 0.0.0.0 would be every address.
    if (mask !== 0 && (hostBits & (hostBits + 1)) === 0) return null;
  }
  return "has an invalid subnet";
}

/**
 * Express's `trust proxy` as a string: comma-separated addresses, subnets and named ranges. Checked here, since
 * Express would reject a bad entry only when the server is assembled, with proxy-addr's stack trace.
 */
function trustProxy(env: Env): string {
  const raw = read(env, "TRUST_PROXY");
  if (raw === undefined) return "loopback";
  for (const entry of raw.split(",").map((part) => part.trim())) {
    const problem = entry === "" ? "is an empty entry" : trustProxyProblem(entry);
    if (problem)
      throw new ConfigError(
        "TRUST_PROXY",
        `has "${entry.slice(0, 80)}", which ${problem} (expected e.g. "loopback" or "uniquelocal, 203.0.113.0/24")`,
      );
  }
  return raw;
}

/** The demo's and development's default listen address. */
export const LOOPBACK = "127.0.0.1";

/** What a secret needs at least: 32 characters, as `openssl rand -base64 24` gives (192 bits). */
const MIN_SECRET_LENGTH = 32;

/**
 * `SESSION_SECRETS` (comma-separated, newest first) or `SESSION_SECRET` (one). Both at once would leave open which
 * one seals, so that is refused.
 */
function sessionSecrets(env: Env): string[] {
  const list = read(env, "SESSION_SECRETS");
  const single = read(env, "SESSION_SECRET");
  if (list !== undefined && single !== undefined)
    throw new ConfigError("SESSION_SECRET", "is set beside SESSION_SECRETS: put it into SESSION_SECRETS instead");
  const name = list === undefined ? "SESSION_SECRET" : "SESSION_SECRETS";
  const secrets = list === undefined ? (single === undefined ? [] : [single]) : list.split(",").map((s) => s.trim());
  secrets.forEach((secret, index) => {
    // The secret itself never reaches the message (it lands in the container's log).
    if (secret.length < MIN_SECRET_LENGTH)
      throw new ConfigError(
        name,
        secrets.length === 1
          ? `must have at least ${MIN_SECRET_LENGTH} characters`
          : `has an entry (number ${index + 1}) of fewer than ${MIN_SECRET_LENGTH} characters`,
      );
  });
  return secrets;
}

/** What the server is started as, beyond the environment. */
export interface StartOptions {
  /** `--dev`: the development server (Vite), never a production deployment. */
  dev?: boolean;
}

export const SESSION_SECRET_REQUIRED =
  "is required in production with API_BASE_URL: set it (at least 32 random characters, the same on every instance), " +
  "or SESSION_SECRETS to rotate";

export function readConfig(env: Env, options: StartOptions = {}): ServerConfig {
  const apiBaseUrl = parseWith<string | null>(
    env,
    "API_BASE_URL",
    httpUrl.transform((u) => u.replace(/\/+$/, "")),
    null,
  );
  const hosts = pairs(env, "BRAND_HOSTS", "host", (_host, slug) =>
    isBrandSlug(slug) ? null : `"${slug}" is not a brand (${BRAND_SLUGS.join(", ")})`,
  ) as Record<string, BrandSlug>;
  const names = brandPairs(env, "BRAND_DISPLAY_NAMES", /^[^<>"&]{1,40}$/);
  const tagManager = brandPairs(env, "TAG_MANAGER_IDS", /^GTM-[A-Z0-9]{4,12}$/);
  const consent = brandPairs(env, "CONSENT_MANAGER_IDS", /^[A-Za-z0-9_-]{1,64}$/);
  const personalisation = brandPairs(env, "PERSONALISATION_IDS", /^[A-Za-z0-9_-]{1,64}$/, PERSONALISATION_BRANDS);
  const imprint = brandPairs(env, "BRAND_IMPRINT_URLS", LEGAL_PAGE_URL);
  const privacy = brandPairs(env, "BRAND_PRIVACY_URLS", LEGAL_PAGE_URL);
  const creditors = sepaCreditors(env);
  const operations = readOperationsConfig(env, apiBaseUrl);
  const secrets = sessionSecrets(env);
  // Fails closed: instances with a secret each of their own would refuse each other's cookies (a checkout breaks
  // when its next request reaches another instance), and every restart would void every customer's checkout.
  if (operations.production && apiBaseUrl && !options.dev && secrets.length === 0)
    throw new ConfigError("SESSION_SECRET", SESSION_SECRET_REQUIRED);

  const brandSettings: Partial<Record<BrandSlug, BrandSettings>> = {};
  for (const slug of BRAND_SLUGS) {
    const settings: BrandSettings = {
      displayName: names[slug],
      tagManagerId: tagManager[slug],
      consentManagerId: consent[slug],
      personalisationId: personalisation[slug],
      // With the demo backend, its stand-in pages say where the brand's own will be linked.
      imprintUrl: imprint[slug] ?? (operations.demoApi ? DEMO_LEGAL_PAGES.imprint : undefined),
      privacyUrl: privacy[slug] ?? (operations.demoApi ? DEMO_LEGAL_PAGES.privacy : undefined),
      sepaCreditor: creditors[slug] ?? (operations.demoApi ? DEMO_SEPA_CREDITOR : undefined),
    };
    if (Object.values(settings).some((v) => v !== undefined)) brandSettings[slug] = settings;
  }

  return {
    port: parseWith(env, "PORT", port, 3000),
    host: parseWith(
      env,
      "HOST",
      z.string().regex(/^[\w.:-]+$/, "must be a host name or address"),
      operations.demoApi || options.dev ? LOOPBACK : "0.0.0.0",
    ),
    apiBaseUrl,
    apiTimeoutMs: parseWith<number | null>(env, "API_TIMEOUT_MS", z.coerce.number().int().min(100).max(300_000), null),
    terminationConfigCacheSeconds: parseWith(
      env,
      "TERMINATION_CONFIG_CACHE_SECONDS",
      z.coerce.number().int().min(0).max(300),
      apiBaseUrl ? 60 : 0,
    ),
    dataDir: read(env, "DATA_DIR") ?? ".data",
    trustProxy: trustProxy(env),
    logLevel: parseWith(env, "LOG_LEVEL", z.enum(LOG_LEVELS), "info"),
    sessionSecrets: secrets,
    brandHosts: hosts,
    brandSettings,
    shutdownDelayMs: parseWith(env, "SHUTDOWN_DELAY_MS", z.coerce.number().int().min(0).max(60_000), 5000),
    hstsPreload: parseWith(env, "HSTS_PRELOAD", z.enum(["0", "1"], { error: "must be 0 or 1" }), "0") === "1",
    scriptUrls: {
      tagManager: parseWith(env, "TAG_MANAGER_URL", httpUrl, DEFAULT_SCRIPT_URLS.tagManager),
      consentManager: parseWith(env, "CONSENT_MANAGER_URL", httpUrl, DEFAULT_SCRIPT_URLS.consentManager),
      personalisation: parseWith(
        env,
        "PERSONALISATION_SCRIPT_URL",
        httpUrl.refine((u) => u.includes("{id}"), "must contain {id}"),
        DEFAULT_SCRIPT_URLS.personalisation,
      ),
    },
    ...operations,
  };
}

// --- Operations: fail closed in production, tracing -------------------------------------------------------

export interface OperationsConfig {
  /** NODE_ENV=production (the production start sets it when unset; the container image always). */
  production: boolean;
  /** The embedded demo backend runs: asked for with DEMO_API=1, or outside production without API_BASE_URL. */
  demoApi: boolean;
  /** OTLP/HTTP collector; unset: no tracing, and the OpenTelemetry packages are never loaded. */
  otelEndpoint: string | null;
}

export const DEMO_API_REQUIRED =
  "is required in production (NODE_ENV=production); set DEMO_API=1 to run the embedded demo backend instead";

function readOperationsConfig(env: Env, apiBaseUrl: string | null): OperationsConfig {
  const production = read(env, "NODE_ENV") === "production";
  const demoAsked = parseWith(env, "DEMO_API", z.enum(["0", "1"], { error: "must be 1 or 0" }), "0") === "1";
  if (demoAsked && apiBaseUrl)
    throw new ConfigError("DEMO_API", "is 1 while API_BASE_URL is set: use one backend or the other");
  // Fails closed: a production server never falls back to the demo's invented data by accident.
  if (production && !apiBaseUrl && !demoAsked) throw new ConfigError("API_BASE_URL", DEMO_API_REQUIRED);
  return {
    production,
    demoApi: apiBaseUrl === null,
    otelEndpoint: parseWith<string | null>(env, "OTEL_EXPORTER_OTLP_ENDPOINT", httpUrl, null),
  };
}
