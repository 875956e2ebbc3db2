import { defineConfig } from "@playwright/test";
import type { EngineName } from "./e2e/engines/driver";

/**
 * `npm run test:engines`: the customer journeys in Firefox ESR (Gecko) and WebKitGTK's MiniBrowser (WebKit, the
 * engine of every browser on an iPhone), driven by puppeteer-core and selenium-webdriver; Playwright only runs the
 * tests (no Playwright browser). The production build must exist (`npm run build`).
 */
export default defineConfig<object, { engine: EngineName }>({
  testDir: "e2e/engines",
  testMatch: "*.engines.ts",
  globalSetup: "./e2e/engines/server.ts",
  // One worker per engine: each keeps its browser for its three journeys.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  reporter: [["list"]],
  outputDir: "test-results/engines",
  projects: [
    { name: "firefox", use: { engine: "firefox" } },
    { name: "webkit", use: { engine: "webkit" } },
  ],
});
