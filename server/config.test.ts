import express from "express";
import { describe, expect, it } from "vitest";
import { BRAND_DEFINITIONS, BRAND_SLUGS } from "../app/platform/brand/registry";
import { DEMO_SEPA_CREDITOR } from "../app/platform/config/app-config";
import { ConfigError, DEMO_LEGAL_PAGES, readConfig } from "./config";

const DEMO_LEGAL_PAGES_SETTINGS = {
  imprintUrl: DEMO_LEGAL_PAGES.imprint,
  privacyUrl: DEMO_LEGAL_PAGES.privacy,
  sepaCreditor: DEMO_SEPA_CREDITOR,
};

describe("readConfig", () => {
  it("has working defaults: port 3000, demo backend, no third-party ids, the demo's stand-in legal pages", () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.apiBaseUrl).toBeNull();
    for (const slug of BRAND_SLUGS) expect(config.brandSettings[slug]).toEqual(DEMO_LEGAL_PAGES_SETTINGS);
    expect(config.dataDir).toBe(".data");
  });

  it("reads each brand's imprint and privacy notice; without the demo, none unless configured", () => {
    const config = readConfig({
      API_BASE_URL: "https://backend.example",
      BRAND_IMPRINT_URLS: "blau=https://www.blau.example/impressum",
      BRAND_PRIVACY_URLS: "blau=https://www.blau.example/datenschutz",
    });
    expect(config.brandSettings.blau).toMatchObject({
      imprintUrl: "https://www.blau.example/impressum",
      privacyUrl: "https://www.blau.example/datenschutz",
    });
    expect(config.brandSettings.o2).toBeUndefined();
  });

  it("reads each brand's SEPA creditor (legal name and creditor identifier); without the demo, none unless configured", () => {
    const config = readConfig({
      API_BASE_URL: "https://backend.example",
      BRAND_SEPA_CREDITORS: "blau=Blau Mobilfunk GmbH & Co. KG | DE98ZZZ09999999999",
    });
    expect(config.brandSettings.blau?.sepaCreditor).toEqual({
      name: "Blau Mobilfunk GmbH & Co. KG",
      identifier: "DE98ZZZ09999999999",
    });
    expect(config.brandSettings.o2).toBeUndefined();
    expect(readConfig({}).brandSettings.ayyildiz?.sepaCreditor).toEqual(DEMO_SEPA_CREDITOR);
  });

  it.each([
    ["blau=Blau GmbH|DE97ZZZ09999999999", "a wrong check digit"],
    ["blau=Blau GmbH|DE98ZZZ0999999999", "a changed national identifier"],
    ["blau=Blau GmbH", "no identifier"],
    ["blau=<b>Blau</b>|DE98ZZZ09999999999", "markup in the name"],
    ["mobile=Blau GmbH|DE98ZZZ09999999999", "an unknown brand"],
  ])("refuses BRAND_SEPA_CREDITORS %s (%s)", (value) => {
    expect(() => readConfig({ BRAND_SEPA_CREDITORS: value })).toThrow(/BRAND_SEPA_CREDITORS/);
  });

  it("reads brand hosts, display names and script ids", () => {
    const config = readConfig({
      API_BASE_URL: "https://backend.example/",
      BRAND_HOSTS: "Kuendigen.Blau.Example=blau, aldi.example=aldi",
      BRAND_DISPLAY_NAMES: "spice=Spice Mobile",
      TAG_MANAGER_IDS: "o2=GTM-ABC123",
      CONSENT_MANAGER_IDS: "o2=xyz_1",
      PERSONALISATION_IDS: "blau=12345",
    });
    expect(config.apiBaseUrl).toBe("https://backend.example");
    expect(config.brandHosts).toEqual({ "kuendigen.blau.example": "blau", "aldi.example": "aldi" });
    expect(config.brandSettings.spice?.displayName).toBe("Spice Mobile");
    expect(config.brandSettings.o2).toMatchObject({ tagManagerId: "GTM-ABC123", consentManagerId: "xyz_1" });
    expect(config.brandSettings.blau?.personalisationId).toBe("12345");
  });

  it("keeps a brand's termination configuration 60 s with a real backend, never with the demo unless asked", () => {
    expect(readConfig({ API_BASE_URL: "https://backend.example" }).terminationConfigCacheSeconds).toBe(60);
    expect(readConfig({}).terminationConfigCacheSeconds).toBe(0);
    expect(readConfig({ TERMINATION_CONFIG_CACHE_SECONDS: "30" }).terminationConfigCacheSeconds).toBe(30);
    expect(
      readConfig({ API_BASE_URL: "https://backend.example", TERMINATION_CONFIG_CACHE_SECONDS: "0" })
        .terminationConfigCacheSeconds,
    ).toBe(0);
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ TERMINATION_CONFIG_CACHE_SECONDS: "301" }, "TERMINATION_CONFIG_CACHE_SECONDS"],
    [{ TERMINATION_CONFIG_CACHE_SECONDS: "-1" }, "TERMINATION_CONFIG_CACHE_SECONDS"],
    [{ PORT: "70000" }, "PORT"],
    [{ API_BASE_URL: "ftp://x" }, "API_BASE_URL"],
    [{ BRAND_HOSTS: "a.example=vodafone" }, "BRAND_HOSTS"],
    [{ BRAND_HOSTS: "a.example" }, "BRAND_HOSTS"],
    [{ TAG_MANAGER_IDS: "o2=<script>" }, "TAG_MANAGER_IDS"],
    [{ TAG_MANAGER_IDS: "acme=GTM-ABCD" }, "TAG_MANAGER_IDS"],
    [{ PERSONALISATION_IDS: "nova=123" }, "PERSONALISATION_IDS"],
    [{ BRAND_IMPRINT_URLS: "o2=http://insecure.example/impressum" }, "BRAND_IMPRINT_URLS"],
    [{ BRAND_PRIVACY_URLS: 'o2=https://x.example/"><script>' }, "BRAND_PRIVACY_URLS"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ HSTS_PRELOAD: "yes" }, "HSTS_PRELOAD"],
    [{ PERSONALISATION_SCRIPT_URL: "https://cdn.example/p.js" }, "PERSONALISATION_SCRIPT_URL"],
    [{ TRUST_PROXY: "garbage" }, "TRUST_PROXY"],
    [{ SHUTDOWN_DELAY_MS: "5s" }, "SHUTDOWN_DELAY_MS"],
    [{ SHUTDOWN_DELAY_MS: "-1" }, "SHUTDOWN_DELAY_MS"],
  ])("rejects %o naming %s", (env, variable) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    try {
      readConfig(env);
    } catch (error) {
      expect((error as ConfigError).variable).toBe(variable);
      expect((error as Error).message).toContain(variable);
    }
  });

  it.each(BRAND_SLUGS)(
    "takes a personalisation id for %s exactly when its registry entry has personalisation",
    (slug) => {
      const read = () => readConfig({ PERSONALISATION_IDS: `${slug}=1234` });
      if (BRAND_DEFINITIONS[slug].hasPersonalisation)
        expect(read().brandSettings[slug]?.personalisationId).toBe("1234");
      else expect(read).toThrow(ConfigError);
    },
  );

  it("asks for HSTS preload only when HSTS_PRELOAD=1 (a commitment per domain)", () => {
    expect(readConfig({}).hstsPreload).toBe(false);
    expect(readConfig({ HSTS_PRELOAD: "0" }).hstsPreload).toBe(false);
    expect(readConfig({ HSTS_PRELOAD: "1" }).hstsPreload).toBe(true);
  });

  // Express compiles `trust proxy` when the server is assembled: a value it rejects crashed the start with
  // proxy-addr's stack trace ("invalid IP address") instead of this message.
  const TRUST_PROXY_REJECTED = [
    "garbage",
    "true",
    "loopback,",
    "10.0.0.0/33",
    "fd00::/129",
    "10.0.0.0/255.0.255.0",
    "10.0.0.0/x",
    "10.0.0",
    "10.0.0.0/8, 0.0.0.0/0",
    "10.0.0.1/0",
    "::/0",
    "10.0.0.0/0.0.0.0",
  ];
  it.each(TRUST_PROXY_REJECTED)("rejects TRUST_PROXY=%s naming the variable, as Express would not take it", (value) => {
    expect(() => express().set("trust proxy", value)).toThrow();
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(
      expect.objectContaining({ variable: "TRUST_PROXY", message: expect.stringContaining(`TRUST_PROXY has "`) }),
    );
  });

  it("rejects a hop count, which Express would take as the address 0.0.0.1 and trust no real proxy", () => {
    expect(() => readConfig({ TRUST_PROXY: "1" })).toThrow(/TRUST_PROXY has "1", which is a hop count/);
  });

  it.each([
    "loopback",
    "uniquelocal",
    "loopback, linklocal, uniquelocal",
    "10.0.0.1",
    "10.0.0.0/8",
    "10.0.0.0/255.0.0.0",
    "203.0.113.0/24, 2001:db8::/32",
    "::1",
    "::ffff:10.0.0.1",
  ])("takes TRUST_PROXY=%s as Express does", (value) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toBe(value);
    expect(() => express().set("trust proxy", value)).not.toThrow();
  });

  it("trusts only the loopback proxy by default", () => {
    expect(readConfig({}).trustProxy).toBe("loopback");
  });

  it("keeps serving 5 s after SIGTERM unless SHUTDOWN_DELAY_MS says otherwise", () => {
    expect(readConfig({}).shutdownDelayMs).toBe(5000);
    expect(readConfig({ SHUTDOWN_DELAY_MS: "0" }).shutdownDelayMs).toBe(0);
    expect(readConfig({ SHUTDOWN_DELAY_MS: "250" }).shutdownDelayMs).toBe(250);
  });

  it("sets no API timeout unless API_TIMEOUT_MS asks for one", () => {
    expect(readConfig({}).apiTimeoutMs).toBeNull();
    expect(readConfig({ API_TIMEOUT_MS: "10000" }).apiTimeoutMs).toBe(10_000);
    expect(() => readConfig({ API_TIMEOUT_MS: "soon" })).toThrow(/API_TIMEOUT_MS/);
    expect(() => readConfig({ API_TIMEOUT_MS: "5" })).toThrow(/API_TIMEOUT_MS/);
  });
});

const SECRET = "a-session-secret-of-at-least-32-characters";
const OLDER = "the-secret-before-it-also-32-characters-long";

describe("session secrets", () => {
  it("reads SESSION_SECRETS newest first, and SESSION_SECRET as a list of one", () => {
    expect(readConfig({ SESSION_SECRETS: ` ${SECRET} , ${OLDER} ` }).sessionSecrets).toEqual([SECRET, OLDER]);
    expect(readConfig({ SESSION_SECRET: SECRET }).sessionSecrets).toEqual([SECRET]);
    expect(readConfig({}).sessionSecrets).toEqual([]);
  });

  it.each([
    [{ SESSION_SECRETS: `${SECRET},short` }, "SESSION_SECRETS", "number 2"],
    [{ SESSION_SECRETS: `${SECRET},` }, "SESSION_SECRETS", "number 2"],
    [{ SESSION_SECRETS: `${SECRET}, ,${OLDER}` }, "SESSION_SECRETS", "number 2"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET", "at least 32"],
    [{ SESSION_SECRET: SECRET, SESSION_SECRETS: OLDER }, "SESSION_SECRET", "beside SESSION_SECRETS"],
  ])("refuses %o, naming %s, without writing a secret into the message", (env, variable, problem) => {
    expect(() => readConfig(env)).toThrow(expect.objectContaining({ variable }));
    expect(() => readConfig(env)).toThrow(problem);
    try {
      readConfig(env);
    } catch (error) {
      for (const secret of [SECRET, OLDER]) expect((error as Error).message).not.toContain(secret);
    }
  });
});

describe("readConfig in production (fails closed)", () => {
  it("refuses to start without API_BASE_URL, naming the way out", () => {
    expect(() => readConfig({ NODE_ENV: "production" })).toThrow(
      "Invalid configuration: API_BASE_URL is required in production (NODE_ENV=production); set DEMO_API=1",
    );
  });

  it("runs the demo backend only when DEMO_API=1 asks for it", () => {
    const config = readConfig({ NODE_ENV: "production", DEMO_API: "1" });
    expect(config).toMatchObject({ production: true, demoApi: true, apiBaseUrl: null });
  });

  it("uses the configured backend", () => {
    const config = readConfig({ NODE_ENV: "production", API_BASE_URL: "https://api.example", SESSION_SECRET: SECRET });
    expect(config).toMatchObject({ production: true, demoApi: false, apiBaseUrl: "https://api.example" });
  });

  it("refuses to start with a real backend but no session secret, naming the way out", () => {
    const env = { NODE_ENV: "production", API_BASE_URL: "https://api.example" };
    expect(() => readConfig(env)).toThrow(
      "Invalid configuration: SESSION_SECRET is required in production with API_BASE_URL: set it",
    );
    expect(() => readConfig(env)).toThrow(expect.objectContaining({ variable: "SESSION_SECRET" }));
    expect(readConfig({ ...env, SESSION_SECRETS: `${SECRET},${OLDER}` }).sessionSecrets).toEqual([SECRET, OLDER]);
  });

  it("keeps the random per-start secret for the demo and for development", () => {
    expect(readConfig({ NODE_ENV: "production", DEMO_API: "1" }).sessionSecrets).toEqual([]);
    expect(readConfig({ API_BASE_URL: "https://api.example" }).sessionSecrets).toEqual([]);
    const dev = { NODE_ENV: "production", API_BASE_URL: "https://api.example" };
    expect(readConfig(dev, { dev: true }).sessionSecrets).toEqual([]);
  });

  it("listens on every interface only as a production server with a real backend; the demo on loopback", () => {
    const real = { NODE_ENV: "production", API_BASE_URL: "https://api.example", SESSION_SECRET: SECRET };
    expect(readConfig(real).host).toBe("0.0.0.0");
    expect(readConfig({ NODE_ENV: "production", DEMO_API: "1" }).host).toBe("127.0.0.1");
    expect(readConfig({}).host).toBe("127.0.0.1");
    expect(readConfig(real, { dev: true }).host).toBe("127.0.0.1");
    expect(readConfig({ DEMO_API: "1", HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(readConfig({ ...real, HOST: "10.0.0.5" }).host).toBe("10.0.0.5");
  });

  it("keeps the embedded demo as the default outside production", () => {
    expect(readConfig({ NODE_ENV: "development" })).toMatchObject({ production: false, demoApi: true });
  });

  it.each([
    [{ DEMO_API: "yes" }, "DEMO_API"],
    [{ DEMO_API: "1", API_BASE_URL: "https://api.example" }, "DEMO_API"],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" }, "OTEL_EXPORTER_OTLP_ENDPOINT"],
  ])("rejects %o naming %s", (env, variable) => {
    expect(() => readConfig(env)).toThrow(expect.objectContaining({ variable }));
  });

  it("reads the OpenTelemetry collector; unset means no tracing", () => {
    expect(readConfig({}).otelEndpoint).toBeNull();
    expect(readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://otel:4318" }).otelEndpoint).toBe("http://otel:4318");
  });
});
