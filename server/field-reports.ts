import type { Meter } from "@opentelemetry/api";
import { Router } from "express";
import { CSP_REPORT_PATH, CSP_REPORT_TYPES, logCspReport } from "./csp-reports.ts";
import type { Logger } from "./logger.ts";
import { reportEndpoint } from "./report-endpoint.ts";
import { recordWebVitals, WEB_VITALS_PATH, WEB_VITALS_TYPES, webVitalsHistograms } from "./web-vitals-reports.ts";

/**
 * Limits of the two endpoints. CSP: a Reporting API batch holds a few reports of about 1 kB (the policy text is
 * in each); a page with a broken third-party script reports on every load. Web Vitals: one beacon of about 250
 * bytes per page view.
 */
export const FIELD_REPORT_LIMITS = {
  csp: { maxBytes: 64 * 1024, perMinute: 60 },
  webVitals: { maxBytes: 2048, perMinute: 30 },
} as const;

/** The browsers' field reports: CSP violations and Web Vitals, logged (and measured, with OpenTelemetry on). */
export function fieldReports(logger: Logger, meter: Meter | null): Router {
  const histograms = meter ? webVitalsHistograms(meter) : null;
  const router = Router();
  router.use(
    CSP_REPORT_PATH,
    reportEndpoint({
      types: CSP_REPORT_TYPES,
      ...FIELD_REPORT_LIMITS.csp,
      handle: (body) => logCspReport(logger, body),
    }),
  );
  router.use(
    WEB_VITALS_PATH,
    reportEndpoint({
      types: WEB_VITALS_TYPES,
      ...FIELD_REPORT_LIMITS.webVitals,
      handle: (body) => recordWebVitals(logger, histograms, body),
    }),
  );
  return router;
}
