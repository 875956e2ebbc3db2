import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import {
  AggregationTemporality,
  type HistogramMetricData,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from "@opentelemetry/sdk-metrics";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { CSP_REPORT_PATH } from "./csp-reports";
import { FIELD_REPORT_LIMITS, fieldReports } from "./field-reports";
import { createLogger } from "./logger";
import { WEB_VITALS_PATH } from "./web-vitals-reports";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** The endpoints on their own, as server/main.ts mounts them, with the log lines they write. */
async function start(meter: Parameters<typeof fieldReports>[1] = null) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = express();
  app.use(fieldReports(createLogger("info", stream), meter));
  app.use((_req, res) => {
    res.status(418).end();
  });
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (path: string, type: string | null, body: string | Uint8Array<ArrayBuffer>) =>
    fetch(`${origin}${path}`, { method: "POST", headers: type ? { "content-type": type } : {}, body });
  return { origin, post, lines };
}

const LEGACY_REPORT = {
  "csp-report": {
    "document-uri": "https://o2.example/angebot/secret-offer-token/zahlung?code=123456",
    referrer: "https://o2.example/idv/secret-idv-token#x",
    "violated-directive": "script-src-elem",
    "effective-directive": "script-src-elem",
    "original-policy": "default-src 'none'; script-src 'nonce-abc'",
    disposition: "enforce",
    "blocked-uri": "https://cdn.vendor.example/loader.js?session=secret-session",
    "line-number": 12,
    "column-number": 3,
    "source-file": "https://o2.example/angebot/secret-offer-token",
    "status-code": 200,
    "script-sample": "secret-offer-token",
  },
};

const REPORTING_API_BATCH = [
  {
    type: "csp-violation",
    age: 10,
    url: "https://o2.example/selfcarekuendigung?data=secret-selfcare",
    user_agent: "Mozilla/5.0",
    body: {
      documentURL: "https://o2.example/selfcarekuendigung?data=secret-selfcare",
      referrer: "",
      blockedURL: "inline",
      effectiveDirective: "style-src-elem",
      originalPolicy: "default-src 'none'",
      sourceFile: null,
      sample: "secret-selfcare",
      disposition: "enforce",
      statusCode: 200,
      lineNumber: null,
      columnNumber: null,
    },
  },
  {
    type: "csp-violation",
    age: 12,
    url: "https://o2.example/en/idv/secret-idv-token",
    user_agent: "Mozilla/5.0",
    body: {
      documentURL: "https://o2.example/en/idv/secret-idv-token",
      blockedURL: "http://tracker.example/pixel.gif",
      effectiveDirective: "img-src",
      disposition: "enforce",
    },
  },
];

const WEB_VITALS = {
  path: "/angebot/:token/zahlung",
  brand: "blau",
  language: "en",
  connection: "4g",
  metrics: { LCP: 1840.2, INP: 96, CLS: 0.013, FCP: 900.5, TTFB: 120.1 },
};

describe("CSP reports", () => {
  it("logs a report-uri report as a warning, with every address redacted and no sample or policy", async () => {
    const { post, lines } = await start();
    const response = await post(CSP_REPORT_PATH, "application/csp-report", JSON.stringify(LEGACY_REPORT));
    expect(response.status).toBe(204);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "warn",
      msg: "csp violation",
      cspViolation: {
        document: "https://o2.example/angebot/:token/zahlung",
        referrer: "https://o2.example/idv/:token",
        directive: "script-src-elem",
        blocked: "https://cdn.vendor.example/loader.js",
        source: "https://o2.example/angebot/:token",
        line: 12,
        column: 3,
        status: 200,
        disposition: "enforce",
      },
    });
    expect(JSON.stringify(lines)).not.toMatch(/secret|123456|nonce/);
  });

  it("logs each report of a Reporting API batch (application/reports+json)", async () => {
    const { post, lines } = await start();
    const response = await post(CSP_REPORT_PATH, "application/reports+json", JSON.stringify(REPORTING_API_BATCH));
    expect(response.status).toBe(204);
    expect(lines.map((line) => line.cspViolation)).toEqual([
      {
        document: "https://o2.example/selfcarekuendigung",
        blocked: "inline",
        directive: "style-src-elem",
        status: 200,
        disposition: "enforce",
      },
      {
        document: "https://o2.example/en/idv/:token",
        blocked: "http://tracker.example/pixel.gif",
        directive: "img-src",
        disposition: "enforce",
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain("secret");
  });

  it("answers 415 to any other content type, 400 to malformed JSON or another shape, 405 to GET", async () => {
    const { origin, post, lines } = await start();
    const body = JSON.stringify(LEGACY_REPORT);
    expect((await post(CSP_REPORT_PATH, "application/json", body)).status).toBe(415);
    expect((await post(CSP_REPORT_PATH, "text/plain", body)).status).toBe(415);
    expect((await post(CSP_REPORT_PATH, null, body)).status).toBe(415);
    expect((await post(CSP_REPORT_PATH, "application/csp-report", "{not json")).status).toBe(400);
    expect((await post(CSP_REPORT_PATH, "application/csp-report", '{"csp-report":{}}')).status).toBe(400);
    expect((await post(CSP_REPORT_PATH, "application/reports+json", "[]")).status).toBe(400);
    const otherType = [{ ...REPORTING_API_BATCH[0], type: "deprecation" }];
    expect((await post(CSP_REPORT_PATH, "application/reports+json", JSON.stringify(otherType))).status).toBe(400);
    const get = await fetch(`${origin}${CSP_REPORT_PATH}`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(lines).toEqual([]);
  });

  it("answers 413 to a body over the limit without reading it into a report", async () => {
    const { post, lines } = await start();
    const padded = { "csp-report": { ...LEGACY_REPORT["csp-report"], "script-sample": "x".repeat(70_000) } };
    const response = await post(CSP_REPORT_PATH, "application/csp-report", JSON.stringify(padded));
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("Content Too Large");
    expect(lines).toEqual([]);
  });

  it(`answers 429 after ${FIELD_REPORT_LIMITS.csp.perMinute} reports a minute from one client`, async () => {
    const { post } = await start();
    const body = JSON.stringify(LEGACY_REPORT);
    const statuses: number[] = [];
    for (let i = 0; i <= FIELD_REPORT_LIMITS.csp.perMinute; i++)
      statuses.push((await post(CSP_REPORT_PATH, "application/csp-report", body)).status);
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("Web Vitals reports", () => {
  it("logs a valid report (info) with its route pattern, brand, language and connection", async () => {
    const { post, lines } = await start();
    expect((await post(WEB_VITALS_PATH, "application/json", JSON.stringify(WEB_VITALS))).status).toBe(204);
    expect(lines).toEqual([expect.objectContaining({ level: "info", msg: "web vitals", webVitals: WEB_VITALS })]);
  });

  it("redacts a token sent in place of the route pattern", async () => {
    const { post, lines } = await start();
    const report = { ...WEB_VITALS, path: "/tr/idv/secret-idv-token-0123456789" };
    expect((await post(WEB_VITALS_PATH, "application/json", JSON.stringify(report))).status).toBe(204);
    expect(lines[0]?.webVitals).toMatchObject({ path: "/tr/idv/:token" });
    expect(JSON.stringify(lines)).not.toContain("secret");
  });

  it.each([
    ["an unknown brand", { ...WEB_VITALS, brand: "acme" }],
    ["an unknown language", { ...WEB_VITALS, language: "fr" }],
    ["a full address instead of the pattern", { ...WEB_VITALS, path: "https://o2.example/angebot/x" }],
    ["a query string", { ...WEB_VITALS, path: "/kuendigung?data=secret" }],
    ["no metric at all", { ...WEB_VITALS, metrics: {} }],
    ["a negative value", { ...WEB_VITALS, metrics: { LCP: -1 } }],
    ["a value as text", { ...WEB_VITALS, metrics: { LCP: "1800" } }],
    ["an hour of LCP", { ...WEB_VITALS, metrics: { LCP: 3_600_000 } }],
    ["an unknown connection", { ...WEB_VITALS, connection: "5g" }],
    ["an array", [WEB_VITALS]],
    ["null", null],
  ])("answers 400 to %s and logs nothing", async (_name, report) => {
    const { post, lines } = await start();
    expect((await post(WEB_VITALS_PATH, "application/json", JSON.stringify(report))).status).toBe(400);
    expect(lines).toEqual([]);
  });

  it("answers 415 to text/plain, 413 over 2 kB, 400 to malformed JSON", async () => {
    const { post } = await start();
    expect((await post(WEB_VITALS_PATH, "text/plain", JSON.stringify(WEB_VITALS))).status).toBe(415);
    const big = JSON.stringify({ ...WEB_VITALS, padding: "x".repeat(FIELD_REPORT_LIMITS.webVitals.maxBytes) });
    expect((await post(WEB_VITALS_PATH, "application/json", big)).status).toBe(413);
    expect((await post(WEB_VITALS_PATH, "application/json", '{"path":')).status).toBe(400);
  });

  it(`answers 429 after ${FIELD_REPORT_LIMITS.webVitals.perMinute} reports a minute from one client`, async () => {
    const { post, lines } = await start();
    const statuses: number[] = [];
    for (let i = 0; i <= FIELD_REPORT_LIMITS.webVitals.perMinute; i++)
      statuses.push((await post(WEB_VITALS_PATH, "application/json", JSON.stringify(WEB_VITALS))).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(FIELD_REPORT_LIMITS.webVitals.perMinute);
    expect(statuses.at(-1)).toBe(429);
    expect(lines).toHaveLength(FIELD_REPORT_LIMITS.webVitals.perMinute);
  });

  it("records each metric in its histogram when OpenTelemetry runs", async () => {
    const exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
    const provider = new MeterProvider({
      readers: [new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 60_000 })],
    });
    const { post } = await start(provider.getMeter("test"));
    await post(WEB_VITALS_PATH, "application/json", JSON.stringify(WEB_VITALS));
    await post(WEB_VITALS_PATH, "application/json", JSON.stringify({ ...WEB_VITALS, metrics: { LCP: 2600 } }));
    await provider.forceFlush();
    const metrics = exporter.getMetrics().flatMap((m) => m.scopeMetrics.flatMap((s) => s.metrics));
    const lcp = metrics.find((m) => m.descriptor.name === "web_vitals.lcp") as HistogramMetricData | undefined;
    expect(lcp?.descriptor.unit).toBe("ms");
    expect(lcp?.dataPoints).toHaveLength(1);
    expect(lcp?.dataPoints[0]?.attributes).toEqual({
      "url.template": "/angebot/:token/zahlung",
      brand: "blau",
      language: "en",
      connection: "4g",
    });
    expect(lcp?.dataPoints[0]?.value.count).toBe(2);
    // The "good" (2.5 s) threshold is a bucket bound: one view below it, one above.
    const { boundaries, counts } = lcp?.dataPoints[0]?.value.buckets ?? { boundaries: [], counts: [] };
    const good = boundaries.indexOf(2500);
    expect(counts.slice(0, good + 1).reduce((a, b) => a + b, 0)).toBe(1);
    const cls = metrics.find((m) => m.descriptor.name === "web_vitals.cls") as HistogramMetricData | undefined;
    expect(cls?.dataPoints[0]?.value.sum).toBeCloseTo(0.013);
    await provider.shutdown();
  });
});

describe("hostile bodies", () => {
  const CORPUS: [string, string | Uint8Array<ArrayBuffer>][] = [
    ["empty", ""],
    ["NUL bytes", "\u0000\u0000"],
    ["a bare string", '"report"'],
    ["a number", "1e309"],
    ["deep nesting", `${"[".repeat(5000)}${"]".repeat(5000)}`],
    ["a prototype key", '{"__proto__":{"csp-report":{"document-uri":"x"}}}'],
    ["a constructor key", '{"constructor":{"prototype":{"polluted":true}}}'],
    ["invalid UTF-8", new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
    ["an object of arrays", '{"csp-report":[1,2,3]}'],
    ["huge numbers", '{"csp-report":{"document-uri":"https://x/","line-number":1e400}}'],
  ];

  it("answers every one with a 4xx, on both endpoints and under every accepted type, and never echoes it", async () => {
    const { post } = await start();
    for (const [name, body] of CORPUS) {
      for (const [path, type] of [
        [CSP_REPORT_PATH, "application/csp-report"],
        [CSP_REPORT_PATH, "application/reports+json; charset=utf-8"],
        [WEB_VITALS_PATH, "application/json"],
        [WEB_VITALS_PATH, "application/json; charset=latin-9"],
      ] as const) {
        const response = await post(path, type, body);
        expect(response.status, `${name} to ${path} as ${type}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${name} to ${path} as ${type}`).toBeLessThan(500);
        expect(await response.text()).not.toContain("report");
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
