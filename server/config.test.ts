import { describe, expect, it } from "vitest";
import { BRAND_DEFINITIONS, BRAND_SLUGS } from "../app/platform/brand/registry";
import { ConfigError, readConfig } from "./config";

describe("readConfig", () => {
  it("has working defaults: port 3000, demo backend, no third-party ids", () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.apiBaseUrl).toBeNull();
    expect(config.brandSettings).toEqual({});
    expect(config.dataDir).toBe(".data");
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

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ API_BASE_URL: "ftp://x" }, "API_BASE_URL"],
    [{ BRAND_HOSTS: "a.example=vodafone" }, "BRAND_HOSTS"],
    [{ BRAND_HOSTS: "a.example" }, "BRAND_HOSTS"],
    [{ TAG_MANAGER_IDS: "o2=<script>" }, "TAG_MANAGER_IDS"],
    [{ TAG_MANAGER_IDS: "acme=GTM-ABCD" }, "TAG_MANAGER_IDS"],
    [{ PERSONALISATION_IDS: "nova=123" }, "PERSONALISATION_IDS"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ HSTS_PRELOAD: "yes" }, "HSTS_PRELOAD"],
    [{ PERSONALISATION_SCRIPT_URL: "https://cdn.example/p.js" }, "PERSONALISATION_SCRIPT_URL"],
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
});
