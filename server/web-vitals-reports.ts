import type { Histogram, Meter } from "@opentelemetry/api";
import * as v from "valibot";
import {
  CONNECTION_TYPES,
  METRIC_NAMES,
  type MetricName,
  WEB_VITALS_PATH,
} from "../app/platform/analytics/web-vitals-contract.ts";
import { BRAND_SLUGS } from "../app/platform/brand/registry.ts";
import { LANGUAGES } from "../app/platform/i18n/languages.ts";
import type { Logger } from "./logger.ts";
import { redactPath } from "./redact.ts";

export { WEB_VITALS_PATH };

/** sendBeacon with a JSON Blob sends `application/json`; a string body would be `text/plain`, which is refused. */
export const WEB_VITALS_TYPES = ["application/json"] as const;

/** Milliseconds up to ten minutes; CLS is a unitless score. Outliers beyond are not real page views. */
const milliseconds = v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(600_000)));

/** The route pattern (`/angebot/:token/zahlung`) or the page-view tracker's "(not found)". */
const RoutePattern = v.pipe(v.string(), v.maxLength(200), v.regex(/^(?:\/[\w\-/:.]*|\(not found\))$/));

export const WebVitalsReport = v.pipe(
  v.object({
    path: RoutePattern,
    brand: v.picklist(BRAND_SLUGS),
    language: v.picklist(LANGUAGES),
    connection: v.optional(v.picklist(CONNECTION_TYPES)),
    metrics: v.object({
      LCP: milliseconds,
      INP: milliseconds,
      CLS: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
      FCP: milliseconds,
      TTFB: milliseconds,
    }),
  }),
  v.check((report) => Object.values(report.metrics).some((value) => value !== undefined), "no metric"),
);
export type WebVitalsReport = v.InferOutput<typeof WebVitalsReport>;

/**
 * Bucket bounds of the histograms, so that the 75th percentile can be read from them: the "good" and "poor"
 * thresholds of each metric (web.dev) lie on a bound.
 */
const MS_BOUNDS = [50, 100, 200, 300, 500, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 4000, 5000, 8000, 15_000];
const CLS_BOUNDS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

/** One histogram per metric (`web_vitals.lcp`, …), made only when OpenTelemetry runs. */
export function webVitalsHistograms(meter: Meter): Record<MetricName, Histogram> {
  const histogram = (name: MetricName) =>
    meter.createHistogram(`web_vitals.${name.toLowerCase()}`, {
      description: `${name} of real page views (web-vitals), per route pattern, brand, language and connection`,
      unit: name === "CLS" ? "1" : "ms",
      advice: { explicitBucketBoundaries: name === "CLS" ? CLS_BOUNDS : MS_BOUNDS },
    });
  return Object.fromEntries(METRIC_NAMES.map((name) => [name, histogram(name)])) as Record<MetricName, Histogram>;
}

/**
 * Logs a valid report (info, `webVitals`) and records it in the histograms when OpenTelemetry runs; false for
 * anything else. The path passes the log redaction once more, so a token a faulty client sent in place of the
 * pattern still becomes `:token`.
 */
export function recordWebVitals(
  logger: Logger,
  histograms: Record<MetricName, Histogram> | null,
  body: unknown,
): boolean {
  const parsed = v.safeParse(WebVitalsReport, body);
  if (!parsed.success) return false;
  const { metrics, ...page } = parsed.output;
  const report = { ...page, path: page.path.startsWith("/") ? redactPath(page.path) : page.path, metrics };
  logger.info({ webVitals: report }, "web vitals");
  if (histograms) {
    const attributes = {
      "url.template": report.path,
      brand: report.brand,
      language: report.language,
      connection: report.connection ?? "unknown",
    };
    for (const name of METRIC_NAMES) {
      const value = metrics[name];
      if (value !== undefined) histograms[name].record(value, attributes);
    }
  }
  return true;
}
