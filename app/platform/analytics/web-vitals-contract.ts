/**
 * The Web Vitals report the browser sends once per page (document) view, shared by the sender
 * (`web-vitals-report.ts`) and the server's endpoint (server/web-vitals-reports.ts), which validates it.
 */

/** Where `navigator.sendBeacon` posts the report (same origin: CSP `connect-src 'self'`). */
export const WEB_VITALS_PATH = "/reports/web-vitals";

/** The Core Web Vitals and their two loading companions, as the `web-vitals` library names them. */
export const METRIC_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

/** `navigator.connection.effectiveType`: coarse by design (absent in Firefox and Safari). */
export const CONNECTION_TYPES = ["slow-2g", "2g", "3g", "4g"] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

export interface WebVitalsPayload {
  /** The route pattern of the page view (`/angebot/:token/zahlung`), as its `page_view` has it: never a token. */
  path: string;
  brand: string;
  language: string;
  connection?: ConnectionType;
  /** Milliseconds, CLS a unitless score; only the metrics the browser has measured. */
  metrics: Partial<Record<MetricName, number>>;
}

function isConnectionType(value: unknown): value is ConnectionType {
  return (CONNECTION_TYPES as readonly unknown[]).includes(value);
}

/**
 * The report of one page view: its page context, the measured metrics (milliseconds rounded, CLS to four places)
 * and the connection type when the browser names one of the known four; null without any metric.
 */
export function webVitalsPayload(
  page: { path: string; brand: string; language: string },
  measured: Readonly<Partial<Record<string, number>>>,
  connection: unknown,
): WebVitalsPayload | null {
  const metrics: Partial<Record<MetricName, number>> = {};
  for (const name of METRIC_NAMES) {
    const value = measured[name];
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) continue;
    metrics[name] = name === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  }
  if (Object.keys(metrics).length === 0) return null;
  const { path, brand, language } = page;
  return { path, brand, language, ...(isConnectionType(connection) ? { connection } : {}), metrics };
}
