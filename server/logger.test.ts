import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { LogLevel } from "./config";
import { createLogger, requestLogger, requestTraceId } from "./logger";

function capture(level: LogLevel = "info") {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger(level, stream), lines };
}

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function serve(level: LogLevel = "info") {
  const { logger, lines } = capture(level);
  const app = express();
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.use(requestLogger(logger));
  app.use((req, res) => {
    res.status(req.path === "/fails" ? 503 : 200).send("ok");
  });
  const server = app.listen(0);
  servers.push(server);
  await new Promise((done) => server.once("listening", done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, lines };
}

describe("createLogger", () => {
  it("writes JSON lines with an ISO time, the level's name and msg, from LOG_LEVEL up", () => {
    const { logger, lines } = capture("warn");
    logger.info("not written");
    logger.warn({ nodeEnv: "test" }, "written");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "warn", msg: "written", nodeEnv: "test" });
    expect(String(lines[0]?.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("redacts secrets through pino's redact option", () => {
    const { logger, lines } = capture();
    logger.info({ config: { sessionSecrets: ["s3cr3t"], port: 3000 }, order: { iban: "DE89370400440532013000" } }, "x");
    logger.info({ appConfig: { cookieSecrets: ["s3cr3t-too"] } }, "y");
    expect(JSON.stringify(lines)).not.toContain("s3cr3t");
    expect(JSON.stringify(lines)).not.toContain("DE89");
    expect(lines[0]).toMatchObject({ config: { sessionSecrets: "[redacted]", port: 3000 } });
    expect(lines[1]).toMatchObject({ appConfig: { cookieSecrets: "[redacted]" } });
  });

  it("serialises errors with message and stack", () => {
    const { logger, lines } = capture();
    logger.error({ err: new Error("boom") }, "unhandled error");
    expect(lines[0]).toMatchObject({ level: "error", err: { message: "boom", type: "Error" } });
    expect(JSON.stringify(lines[0])).toContain("logger.test");
  });
});

describe("requestLogger", () => {
  it("logs a finished request with redacted path, status, duration and trace id; cookies redacted", async () => {
    const { origin, lines } = await serve();
    await fetch(`${origin}/angebot/very-secret-token/zahlung?data=also-secret`, {
      headers: { cookie: "session=abc; trace_id=t-123", authorization: "Bearer key", referer: `${origin}/idv/tok` },
    });
    await expect.poll(() => lines.length).toBe(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: "info",
      msg: "request",
      traceId: "t-123",
      req: { method: "GET", path: "/angebot/:token/zahlung" },
      res: { status: 200 },
    });
    expect(line?.durationMs).toEqual(expect.any(Number));
    const text = JSON.stringify(line);
    for (const secret of ["very-secret-token", "also-secret", "session=abc", "Bearer", "/idv/tok"])
      expect(text).not.toContain(secret);
  });

  it("keeps only the allowed request headers, each cut short; never a custom or credential header", async () => {
    const { origin, lines } = await serve();
    await fetch(`${origin}/kuendigung`, {
      headers: {
        "user-agent": `Mozilla/5.0 ${"x".repeat(1000)}`,
        "accept-language": "de-DE,de;q=0.9",
        origin: "https://shop.example",
        "x-api-key": "key-s3cr3t",
        "x-session": "custom-s3cr3t",
        "proxy-authorization": "Basic s3cr3t",
        cookie: "auth_token=s3cr3t",
        referer: `${origin}/angebot/s3cr3t-token`,
      },
    });
    await expect.poll(() => lines.length).toBe(1);
    const headers = (lines[0]?.req as { headers: Record<string, string> } | undefined)?.headers ?? {};
    expect(Object.keys(headers).sort()).toEqual(["accept-language", "origin", "user-agent"]);
    expect(headers["accept-language"]).toBe("de-DE,de;q=0.9");
    expect(headers["user-agent"]).toHaveLength(256);
    expect(JSON.stringify(lines[0])).not.toContain("s3cr3t");
    expect(JSON.stringify(lines[0]).length).toBeLessThan(2000);
  });

  it("logs a 5xx answer at warn without an invented error", async () => {
    const { origin, lines } = await serve();
    await fetch(`${origin}/fails`);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ level: "warn", msg: "request failed", res: { status: 503 } });
    expect(lines[0]).not.toHaveProperty("err");
  });

  it("keeps /healthz and /readyz out of the request log", async () => {
    const { origin, lines } = await serve();
    await fetch(`${origin}/healthz`);
    await fetch(`${origin}/readyz`);
    await fetch(`${origin}/kuendigung`);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ req: { path: "/kuendigung" } });
  });

  it("writes nothing below the configured level", async () => {
    const { origin, lines } = await serve("warn");
    await fetch(`${origin}/kuendigung`);
    await new Promise((done) => setTimeout(done, 50));
    expect(lines).toEqual([]);
  });
});

describe("requestTraceId", () => {
  it("takes x-trace-id, else the trace_id cookie, and only id-like values", () => {
    expect(requestTraceId({ "x-trace-id": "abc-1", cookie: "trace_id=zzz" })).toBe("abc-1");
    expect(requestTraceId({ cookie: "a=1; trace_id=zzz" })).toBe("zzz");
    expect(requestTraceId({ "x-trace-id": "<script>" })).toBeUndefined();
    expect(requestTraceId({})).toBeUndefined();
  });
});
