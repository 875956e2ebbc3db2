import * as v from "valibot";
import type { Logger } from "./logger.ts";
import { redactPath } from "./redact.ts";

/** Where the browsers send CSP violation reports; the policy names it in `report-uri` and `report-to`. */
export const CSP_REPORT_PATH = "/reports/csp";
/** The `Reporting-Endpoints` name the policy's `report-to` refers to. */
export const CSP_REPORT_GROUP = "csp";

/** `report-uri` bodies (`application/csp-report`) and Reporting API batches (`application/reports+json`). */
export const CSP_REPORT_TYPES = ["application/csp-report", "application/reports+json"] as const;

const text = v.optional(v.pipe(v.string(), v.maxLength(2048)));
const count = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)));

/** The legacy `report-uri` shape: `{"csp-report": {"document-uri": …}}` (CSP Level 2). */
const LegacyReport = v.object({
  "csp-report": v.object({
    "document-uri": v.pipe(v.string(), v.maxLength(2048)),
    referrer: text,
    "violated-directive": text,
    "effective-directive": text,
    "blocked-uri": text,
    "source-file": text,
    "line-number": count,
    "column-number": count,
    "status-code": count,
    disposition: text,
  }),
});

/** One report of a Reporting API batch; only `csp-violation` reports are this endpoint's. */
const ReportingApiReport = v.object({
  type: v.literal("csp-violation"),
  body: v.object({
    documentURL: v.pipe(v.string(), v.maxLength(2048)),
    referrer: v.nullish(v.pipe(v.string(), v.maxLength(2048))),
    effectiveDirective: text,
    blockedURL: v.nullish(v.pipe(v.string(), v.maxLength(2048))),
    sourceFile: v.nullish(v.pipe(v.string(), v.maxLength(2048))),
    lineNumber: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0))),
    columnNumber: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0))),
    statusCode: count,
    disposition: text,
  }),
});

const ReportingApiBatch = v.pipe(v.array(ReportingApiReport), v.minLength(1), v.maxLength(20));

/** One violation as it is logged: paths redacted, no query, no policy text, no script sample. */
export interface CspViolation {
  document: string;
  directive: string;
  blocked: string;
  referrer?: string;
  source?: string;
  line?: number;
  column?: number;
  status?: number;
  disposition?: string;
}

/**
 * A URL fit for logs: its origin and the redacted path (token segments `:token`, no query, no fragment), or for the
 * keywords CSP reports instead of a URL (`inline`, `eval`, `data`, …) the keyword itself.
 */
export function redactReportUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (/^[a-z][a-z-]{0,39}$/.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "(invalid)";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return url.protocol.slice(0, -1).slice(0, 40);
  return `${url.origin}${redactPath(url.pathname)}`;
}

function withoutEmpty(violation: CspViolation): CspViolation {
  return Object.fromEntries(Object.entries(violation).filter(([, value]) => value !== undefined)) as CspViolation;
}

/** The violations of a report body, redacted; null when the body is no CSP report. */
export function cspViolationsOf(body: unknown): CspViolation[] | null {
  const legacy = v.safeParse(LegacyReport, body);
  if (legacy.success) {
    const r = legacy.output["csp-report"];
    return [
      withoutEmpty({
        document: redactReportUrl(r["document-uri"]) ?? "(none)",
        directive: (r["effective-directive"] ?? r["violated-directive"] ?? "(none)").slice(0, 100),
        blocked: redactReportUrl(r["blocked-uri"]) ?? "(none)",
        referrer: redactReportUrl(r.referrer),
        source: redactReportUrl(r["source-file"]),
        line: r["line-number"],
        column: r["column-number"],
        status: r["status-code"],
        disposition: r.disposition?.slice(0, 20),
      }),
    ];
  }
  const batch = v.safeParse(ReportingApiBatch, body);
  if (!batch.success) return null;
  return batch.output.map(({ body: r }) =>
    withoutEmpty({
      document: redactReportUrl(r.documentURL) ?? "(none)",
      directive: (r.effectiveDirective ?? "(none)").slice(0, 100),
      blocked: redactReportUrl(r.blockedURL) ?? "(none)",
      referrer: redactReportUrl(r.referrer),
      source: redactReportUrl(r.sourceFile),
      line: r.lineNumber ?? undefined,
      column: r.columnNumber ?? undefined,
      status: r.statusCode,
      disposition: r.disposition?.slice(0, 20),
    }),
  );
}

/**
 * Logs each violation of a report as a warning (a blocked third-party script in production shows up in the log
 * search); false when the body is no CSP report.
 */
export function logCspReport(logger: Logger, body: unknown): boolean {
  const violations = cspViolationsOf(body);
  if (!violations) return false;
  for (const violation of violations) logger.warn({ cspViolation: violation }, "csp violation");
  return true;
}
