import { execFile } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { spanFieldsOf, startTracing } from "./tracing";

const ROOT = resolve(import.meta.dirname, "..");

/**
 * Runs `body` in a fresh Node process that records every module it resolves, and returns those specifiers.
 * A fresh process: the test runner itself has loaded other things already.
 */
async function modulesResolvedBy(body: string, env: Record<string, string> = {}) {
  const script = `
import { registerHooks } from "node:module";
const seen = [];
registerHooks({ resolve(specifier, context, next) { seen.push(specifier); return next(specifier, context); } });
${body}
console.log("RESOLVED " + JSON.stringify(seen));`;
  // Asynchronous: the test's own collector must keep answering while the child runs.
  const result = await new Promise<{ stdout: string; stderr: string }>((done) =>
    execFile(
      process.execPath,
      ["--input-type=module", "-e", script],
      { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8", timeout: 30_000 },
      (_error, stdout, stderr) => done({ stdout, stderr }),
    ),
  );
  const line = result.stdout.split("\n").find((l) => l.startsWith("RESOLVED "));
  if (!line) throw new Error(`no output: ${result.stderr}`);
  return { modules: JSON.parse(line.slice("RESOLVED ".length)) as string[], stdout: result.stdout };
}

describe("startTracing", () => {
  it("is off without an endpoint: returns null and loads nothing", async () => {
    const load = vi.fn();
    expect(await startTracing(null, { load })).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it("imports no OpenTelemetry module when OTEL_EXPORTER_OTLP_ENDPOINT is unset", async () => {
    const run = async (env: Record<string, string>) =>
      (
        await modulesResolvedBy(
          `const { readConfig } = await import("./server/config.ts");
const { startTracing } = await import("./server/tracing.ts");
const tracing = await startTracing(readConfig(process.env).otelEndpoint);
await tracing?.shutdown();`,
          env,
        )
      ).modules.filter((m) => m.startsWith("@opentelemetry/"));
    // The test below ("tracing on") sees the same hook list the SDK's modules: this check can fail.
    expect(await run({ OTEL_EXPORTER_OTLP_ENDPOINT: "" })).toEqual([]);
  }, 30_000);

  it("leaves requests without span fields when off", () => {
    expect(spanFieldsOf(createServer() as never)).toEqual({});
  });
});

describe("tracing on", () => {
  it("exports a server span per request and a client span per API call, sharing the trace id in the log", async () => {
    const received: string[] = [];
    const collector = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        received.push(`${req.url} ${body}`);
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((done) => collector.listen(0, "127.0.0.1", done));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    try {
      const { stdout, modules } = await modulesResolvedBy(
        `const express = (await import("express")).default;
const { startTracing } = await import("./server/tracing.ts");
const { createLogger, requestLogger } = await import("./server/logger.ts");
const tracing = await startTracing(${JSON.stringify(endpoint)});
const backend = express().get("/api/offer/:token", (req, res) => res.json({ traceparent: req.get("traceparent") ?? null })).listen(0);
await new Promise((done) => backend.once("listening", done));
const app = express();
app.use(tracing.middleware);
app.use(requestLogger(createLogger("info")));
app.get("/angebot/:token", async (_req, res) => {
  const api = await fetch("http://127.0.0.1:" + backend.address().port + "/api/offer/secret-token").then((r) => r.json());
  res.json(api);
});
const server = app.listen(0);
await new Promise((done) => server.once("listening", done));
const answer = await fetch("http://127.0.0.1:" + server.address().port + "/angebot/secret-token").then((r) => r.json());
console.log("ANSWER " + JSON.stringify(answer));
await new Promise((done) => setTimeout(done, 50));
await tracing.shutdown();
server.close(); backend.close();`,
      );
      expect(modules).toContain("@opentelemetry/sdk-node");
      const answer = JSON.parse(
        stdout
          .split("\n")
          .find((l) => l.startsWith("ANSWER "))
          ?.slice(7) ?? "{}",
      );
      const logLine = JSON.parse(stdout.split("\n").find((l) => l.includes('"msg":"request"')) ?? "{}");
      // The backend got the trace context, and the request's log line names the same trace.
      const traceId = /^00-([0-9a-f]{32})-/.exec(answer.traceparent ?? "")?.[1];
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(logLine.trace_id).toBe(traceId);
      expect(logLine.req.path).toBe("/angebot/:token");
      const exported = received.join("\n");
      expect(exported).toContain("/v1/traces");
      expect(exported).toContain("GET render /angebot/:token");
      expect(exported).toContain("GET api /api/offer/:id");
      expect(exported).not.toContain("secret-token");
    } finally {
      collector.close();
    }
  }, 30_000);

  it("exports the Web Vitals histograms over OTLP/HTTP at /v1/metrics", async () => {
    const received: string[] = [];
    const collector = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        received.push(`${req.url} ${body}`);
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((done) => collector.listen(0, "127.0.0.1", done));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    try {
      await modulesResolvedBy(
        `const { startTracing } = await import("./server/tracing.ts");
const { webVitalsHistograms } = await import("./server/web-vitals-reports.ts");
const tracing = await startTracing(${JSON.stringify(endpoint)});
webVitalsHistograms(tracing.meter).LCP.record(1800, { "url.template": "/kuendigung", brand: "o2" });
await tracing.shutdown();`,
      );
      const metrics = received.filter((r) => r.startsWith("/v1/metrics ")).join("\n");
      expect(metrics).toContain("web_vitals.lcp");
      expect(metrics).toContain("/kuendigung");
    } finally {
      collector.close();
    }
  }, 30_000);
});
