import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express, { type Request, type Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SCRIPT_URLS } from "../app/platform/config/app-config";
import { LANGUAGES } from "../app/platform/i18n/languages";
import { createLogger, requestLogger } from "./logger";
import { carriesToken, isTokenPath, redactPath } from "./redact";
import { securityHeaders } from "./security";

/**
 * A language added to the registry and nowhere else: token privacy (headers and log redaction) must hold for its
 * addresses without another edit. The registry is extended in memory for these tests only.
 */
const registry = LANGUAGES as unknown as string[];

beforeAll(() => {
  registry.push("pl");
});
afterAll(() => {
  registry.splice(registry.indexOf("pl"), 1);
});

const TOKEN_ADDRESSES = [
  ["/pl/angebot/abc123secret/zahlung", "/pl/angebot/:token/zahlung"],
  ["/pl/angebot/abc123secret", "/pl/angebot/:token"],
  ["/pl/angebot/preview/abc123secret", "/pl/angebot/preview/:token"],
  ["/pl/idv/abc123secret/in-arbeit", "/pl/idv/:token/in-arbeit"],
] as const;

function headersFor(url: string): Record<string, string> {
  const set: Record<string, string> = {};
  const res = { locals: {}, setHeader: (name: string, value: string) => (set[name.toLowerCase()] = value) };
  securityHeaders({ scriptUrls: DEFAULT_SCRIPT_URLS, brandSettings: {}, hstsPreload: false })(
    { path: url.split("?")[0], originalUrl: url } as Request,
    res as unknown as Response,
    () => undefined,
  );
  return set;
}

describe("a fourth language in the registry", () => {
  it.each(TOKEN_ADDRESSES)("%s is a token address", (url) => {
    expect(isTokenPath(url)).toBe(true);
    expect(isTokenPath(`${url}.data`)).toBe(true);
    expect(carriesToken(url)).toBe(true);
  });

  it.each(TOKEN_ADDRESSES)("%s is sent with no-store, no-referrer and noindex", (url) => {
    const headers = headersFor(url);
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["referrer-policy"]).toBe("strict-origin");
    expect(headers["x-robots-tag"]).toBe("noindex");
  });

  it("gets the IDV pages' form-action for its IDV addresses", () => {
    expect(headersFor("/pl/idv/abc123secret")["content-security-policy"]).toContain("form-action 'self' https:");
    expect(headersFor("/pl/kuendigung")["content-security-policy"]).not.toContain("form-action 'self' https:");
  });

  it.each(TOKEN_ADDRESSES)("%s is redacted to %s", (url, redacted) => {
    expect(redactPath(url)).toBe(redacted);
  });

  it("keeps the token out of the request log", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = express();
    app.use(requestLogger(createLogger("info", stream)));
    app.use((_req, res) => {
      res.send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((done) => server.once("listening", done));
    try {
      const { port } = server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${port}/pl/angebot/abc123secret/zahlung`);
      await new Promise((done) => setTimeout(done, 50));
    } finally {
      server.close();
    }
    const log = lines.join("");
    expect(log).toContain('"path":"/pl/angebot/:token/zahlung"');
    expect(log).not.toContain("abc123secret");
  });

  it("is kept private even without its registry entry: any prefix in front of a token area is", () => {
    registry.splice(registry.indexOf("pl"), 1);
    try {
      expect(isTokenPath("/pl/angebot/abc123secret/zahlung")).toBe(true);
      expect(redactPath("/pl/angebot/abc123secret/zahlung")).toBe("/pl/angebot/:token/zahlung");
    } finally {
      registry.push("pl");
    }
  });
});
