import type { IncomingMessage } from "node:http";
import type { Meter } from "@opentelemetry/api";
import type { RequestHandler } from "express";
import { redactPath } from "./redact.ts";

/** The OpenTelemetry trace and span of a request, as log lines carry them. */
export interface SpanFields {
  trace_id: string;
  span_id: string;
}

const spans = new WeakMap<IncomingMessage, SpanFields>();

/** The span fields of a request the tracing middleware has seen; empty when tracing is off. */
export function spanFieldsOf(req: IncomingMessage): Partial<SpanFields> {
  return spans.get(req) ?? {};
}

export interface Tracing {
  /** Opens a server span per request (page render, data request or API proxy) and makes it the active one. */
  middleware: RequestHandler;
  /** Metrics of this service (the Web Vitals histograms), exported over OTLP/HTTP beside the spans. */
  meter: Meter;
  /** Sends the spans and metrics still buffered. */
  shutdown(): Promise<void>;
}

/** The OpenTelemetry modules, loaded only when tracing is on (tests replace them). */
export type LoadModules = typeof loadModules;

function loadModules() {
  return Promise.all([
    import("@opentelemetry/api"),
    import("@opentelemetry/sdk-node"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/instrumentation-undici"),
    import("@opentelemetry/resources"),
    import("@opentelemetry/sdk-metrics"),
    import("@opentelemetry/exporter-metrics-otlp-http"),
  ]);
}

function spanName(method: string, path: string): string {
  if (path.startsWith("/api/") || path.startsWith("/__demo/")) return `${method} proxy ${path}`;
  return `${method} ${path.endsWith(".data") ? "data" : "render"} ${path}`;
}

/**
 * Tracing is off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then, and only then, the SDK loads, exports spans over
 * OTLP/HTTP, traces the server's own requests and — through fetch's diagnostics channel — every API call the
 * server makes (with `traceparent` sent on to the backend). Without an endpoint nothing is imported.
 */
export async function startTracing(
  endpoint: string | null,
  options: { serviceName?: string; load?: LoadModules } = {},
): Promise<Tracing | null> {
  if (!endpoint) return null;
  const [
    api,
    { NodeSDK },
    { OTLPTraceExporter },
    { UndiciInstrumentation },
    resources,
    { PeriodicExportingMetricReader },
    { OTLPMetricExporter },
  ] = await (options.load ?? loadModules)();
  const base = endpoint.replace(/\/+$/, "");
  const sdk = new NodeSDK({
    serviceName: options.serviceName ?? "customer-frontend",
    traceExporter: new OTLPTraceExporter({ url: `${base}/v1/traces` }),
    // Not the process detector: it would export the command line.
    resourceDetectors: [
      resources.envDetector,
      resources.hostDetector,
      resources.osDetector,
      resources.serviceInstanceIdDetector,
    ],
    instrumentations: [
      new UndiciInstrumentation({
        // Only the API calls a request causes (its loaders and actions), not the server's own housekeeping.
        requireParentforSpans: true,
        // API paths carry tokens and ids (`/api/offer/{token}`): the span keeps the redacted path only.
        requestHook(span, request) {
          const path = redactPath(request.path);
          span.updateName(`${request.method} api ${path}`);
          span.setAttributes({ "url.full": `${request.origin}${path}`, "url.path": path, "url.query": "" });
        },
      }),
    ],
    // The only metrics are the browsers' Web Vitals (server/web-vitals-reports.ts), sent once a minute.
    metricReaders: [
      new PeriodicExportingMetricReader({ exporter: new OTLPMetricExporter({ url: `${base}/v1/metrics` }) }),
    ],
    logRecordProcessors: [],
  });
  sdk.start();
  const tracer = api.trace.getTracer("customer-frontend");

  const middleware: RequestHandler = (req, res, next) => {
    const path = redactPath(req.originalUrl);
    const parent = api.propagation.extract(api.context.active(), req.headers);
    tracer.startActiveSpan(
      spanName(req.method, path),
      {
        kind: api.SpanKind.SERVER,
        attributes: { "http.request.method": req.method, "url.path": path },
      },
      parent,
      (span) => {
        const { traceId, spanId } = span.spanContext();
        spans.set(req, { trace_id: traceId, span_id: spanId });
        res.on("close", () => {
          span.setAttribute("http.response.status_code", res.statusCode);
          if (res.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
          span.end();
        });
        next();
      },
    );
  };
  return { middleware, meter: api.metrics.getMeter("customer-frontend"), shutdown: () => sdk.shutdown() };
}
