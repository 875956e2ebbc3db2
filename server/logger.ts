import type { IncomingMessage, ServerResponse } from "node:http";
import { type DestinationStream, type Logger, pino } from "pino";
import { type HttpLogger, pinoHttp } from "pino-http";
import type { LogLevel } from "./config.ts";
import { PROBES } from "./probes.ts";
import { redactPath } from "./redact.ts";
import { spanFieldsOf } from "./tracing.ts";

export type { Logger };

/**
 * Secrets pino replaces before a line is written, for fields a log call may set anywhere: credentials and cookies
 * in headers, the referrer (its path can carry an offer or IDV token), the client address chain (personal data),
 * and any field of these names wherever a log call puts it. The request log names only the headers of
 * `LOGGED_HEADERS`; these stay as a second line of defence.
 */
export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["proxy-authorization"]',
  "req.headers.referer",
  'req.headers["x-forwarded-for"]',
  'res.headers["set-cookie"]',
  "*.cookieSecrets",
  "*.sessionSecrets",
  "*.password",
  "*.token",
  "*.iban",
];

/**
 * The request headers the request log keeps: what tells clients and failed posts apart, nothing that identifies or
 * authorises (no cookie, no authorization, no custom header a client or proxy may fill with anything, no referrer:
 * its path can be another page's token). Each value is cut at `LOGGED_HEADER_LENGTH` characters.
 */
export const LOGGED_HEADERS = [
  "user-agent",
  "accept-language",
  "content-type",
  "content-length",
  "origin",
  "sec-fetch-site",
] as const;
const LOGGED_HEADER_LENGTH = 256;

function loggedHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of LOGGED_HEADERS) {
    const value = headers[name];
    if (value !== undefined) kept[name] = String(value).slice(0, LOGGED_HEADER_LENGTH);
  }
  return kept;
}

/** Paths probed every few seconds by the platform: kept out of the request log. */
const PROBE_PATHS = new Set<string>(Object.values(PROBES));

/** One JSON object per line on stdout (time, level label, msg), for the platform's log collector. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** The trace id the browser or the caller sent (`x-trace-id`, else the `trace_id` cookie). */
export function requestTraceId(headers: IncomingMessage["headers"]): string | undefined {
  const header = headers["x-trace-id"];
  if (typeof header === "string" && /^[\w-]{1,64}$/.test(header)) return header;
  return /(?:^|;\s*)trace_id=([\w-]{1,64})/.exec(headers.cookie ?? "")?.[1];
}

function pathOf(req: IncomingMessage): string {
  return (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "/";
}

/** The request log: one line per finished request with redacted path, status and duration; probes left out. */
export function requestLogger(logger: Logger): HttpLogger<IncomingMessage, ServerResponse> {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    autoLogging: { ignore: (req) => PROBE_PATHS.has(pathOf(req).split("?", 1)[0] ?? "") },
    customAttributeKeys: { responseTime: "durationMs" },
    // With tracing on, the request's lines (its own and `req.log`'s) also name the OpenTelemetry trace and span.
    customProps: (req) => ({ traceId: requestTraceId(req.headers), ...spanFieldsOf(req) }),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request failed",
    // A 5xx answer without an error of its own gets no invented one (the error handler logs real errors).
    customErrorObject: (_req, res, _error, value: Record<string, unknown>) => {
      if ((res as ServerResponse & { err?: unknown }).err) return value;
      const { err: _invented, ...rest } = value;
      return rest;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "warn" : "info"),
    serializers: {
      // The query string can carry tokens (`?data=`, `?code=`); token path segments become `:token`.
      req: (req: { method: string; url: string; headers: Record<string, string | string[] | undefined> }) => ({
        method: req.method,
        path: redactPath(req.url),
        headers: loggedHeaders(req.headers),
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
  });
}
